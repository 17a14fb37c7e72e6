import { X } from 'lucide-react';
import styles from './banners.module.css';

/** A banner's close control: one icon, named by its label. */
export function DismissButton({ label, onDismiss }: { label: string; onDismiss: () => void }) {
  return (
    <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={label}>
      <X size={18} aria-hidden="true" />
    </button>
  );
}
