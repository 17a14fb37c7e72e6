import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  closeLabel: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Accessible modal on the native <dialog>: the page behind is inert; Escape, the close button and
 * a click on the backdrop close it; Tab cycles inside; focus returns to what opened it.
 */
export function Modal({ open, onClose, labelledBy, closeLabel, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement as HTMLElement | null;
      el.showModal();
      el.querySelector<HTMLElement>('[data-modal-close]')?.focus();
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const onNativeClose = () => {
      opener.current?.focus();
      if (open) onClose();
    };
    el.addEventListener('close', onNativeClose);
    return () => el.removeEventListener('close', onNativeClose);
  }, [open, onClose]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (event.target === dialog.current) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab' || !dialog.current) return;
        const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel} data-modal-close="">
          <X size={20} aria-hidden="true" />
        </button>
        {open && children}
      </div>
    </dialog>
  );
}
