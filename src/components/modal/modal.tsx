import { useEffect, useRef, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import styles from './modal.module.css';
import { cx, ui } from '../../styles/primitives';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  closeLabel: string;
  children: ReactNode;
}

/** Length of the closing transition (the CSS animation's). */
const CLOSE_MS = 300;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Accessible modal on the native <dialog>: the page behind is inert; Escape, the close button and
 * a click on the backdrop close it; Tab cycles inside; focus returns to what opened it.
 */
export function Modal({ open, onClose, labelledBy, closeLabel, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The content stays while the closing transition plays, so the panel does not empty as it fades.
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && el.open) {
      // Reopened while the closing transition played: stay open.
      setClosing(false);
    } else if (open) {
      opener.current = document.activeElement as HTMLElement | null;
      setClosing(false);
      el.showModal();
      el.querySelector<HTMLElement>('[data-modal-close]')?.focus();
    } else if (!open && el.open) {
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        el.close();
        return;
      }
      // Spec 001 section 9: the modal leaves over 300 ms, its backdrop over 150 ms (modal.module.css).
      setClosing(true);
      // The backdrop's 150 ms animation also fires animationend with the dialog as its target:
      // only the dialog's own animation (no pseudo-element, the name it runs now) ends the close.
      const onEnd = (event: AnimationEvent) => {
        if (event.target !== el || event.pseudoElement) return;
        if (event.animationName !== getComputedStyle(el).animationName) return;
        finish();
      };
      const finish = () => {
        window.clearTimeout(fallback);
        el.removeEventListener('animationend', onEnd);
        if (el.open) el.close();
        setClosing(false);
      };
      // animationend can be lost (a hidden tab runs no animations): never leave a modal half closed.
      const fallback = window.setTimeout(finish, CLOSE_MS + 200);
      el.addEventListener('animationend', onEnd);
      return () => {
        window.clearTimeout(fallback);
        el.removeEventListener('animationend', onEnd);
      };
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
      className={cx(ui.dialog, styles.dialog)}
      data-closing={closing || undefined}
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
        <button type="button" className={cx(ui.iconButton, styles.close)} onClick={onClose} aria-label={closeLabel} data-modal-close="">
          <X size={20} aria-hidden="true" />
        </button>
        {(open || closing) && children}
      </div>
    </dialog>
  );
}
