import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import styles from './search.module.css';

/** The search field's one look, in the dialog and on /search: the magnifier inside, then the caller's input. */
export function SearchField({ children }: { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <Search size={20} aria-hidden="true" className={styles.fieldIcon} />
      {children}
    </div>
  );
}
