import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isSearchShortcut } from '../../search/search-keys';
import styles from './header.module.css';

// The dialog and the index's code load when a visitor opens search, never with the page.
const loadDialog = () => import('../../search/search-dialog');
const SearchDialog = lazy(loadDialog);

/** The header's search button; `/` and Ctrl/Cmd+K open the same dialog. */
export function SearchButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : button.current;
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || open) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, show]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.search}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={show}
        onPointerEnter={() => void loadDialog()}
        data-search-open=""
      >
        <Search size={18} aria-hidden="true" />
        <span className={styles.searchLabel}>{t('search.button')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} opener={opener.current} />
        </Suspense>
      )}
    </>
  );
}
