import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ensureNamespaces } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { LocaleKey } from '../../../lib/i18n/locales';
import { isSearchShortcut } from '../../../components/search/search-keys';
import styles from './header.module.css';
import { cx, ui } from '../../../styles/primitives';

// The dialog's code and words load when a visitor heads for search, never with the page.
const loadDialog = () => import('../../../components/search/search-dialog');
const SearchDialog = lazy(loadDialog);
const prepare = (key: LocaleKey) => Promise.all([loadDialog(), ensureNamespaces(key, ['search'])]).catch(() => undefined);

/** The header's search button; `/` and Ctrl/Cmd+K open the same dialog. */
export function SearchButton() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : button.current;
    // Opens once its words are here (a failed load opens it anyway: the dialog then says so).
    void prepare(locale.key).then(() => setOpen(true));
  }, [locale.key]);
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
        className={cx(ui.pillButton, styles.search)}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={show}
        onPointerEnter={() => void prepare(locale.key)}
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
