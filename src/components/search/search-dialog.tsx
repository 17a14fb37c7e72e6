import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { X } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizeHref } from '../../lib/i18n/use-locale';
import type { SearchType } from '../../lib/search/search-entry';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { searchQueryString } from './search-query';
import { useSearch } from './use-search';
import { TypeFilter } from './type-filter';
import { SearchField } from './search-field';
import { NoResults } from './no-results';
import { HitBody } from './search-hit';
import { moveActive } from './active-option';
import styles from './search.module.css';
import { cx, ui } from '../../styles/primitives';

/** Results the dialog lists; "all results" opens the search page with the rest. */
const DIALOG_LIMIT = 8;

/**
 * The header's search: a modal dialog holding a combobox (WAI-ARIA 1.2 combobox with a listbox
 * popup). Focus stays in the field; arrow keys move the active option, Enter opens it (or the
 * search page when none is active), Escape closes and the opener gets focus back.
 */
export default function SearchDialog({ onClose, opener }: { onClose: () => void; opener: HTMLElement | null }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const localize = useLocalizeHref();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [q, setQ] = useState('');
  const [type, setType] = useState<SearchType | null>(null);
  const [active, setActive] = useState(-1);
  const state = useSearch(q, type, DIALOG_LIMIT);
  const hits = state.status === 'done' ? state.hits : [];
  const allResults = localize(`/search${searchQueryString({ q, type })}`);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!el.open) el.showModal();
    input.current?.focus();
    const closed = () => {
      onClose();
      opener?.focus();
    };
    el.addEventListener('close', closed);
    return () => el.removeEventListener('close', closed);
  }, [onClose, opener]);
  // A new answer starts with no active option.
  useEffect(() => setActive(-1), [state]);

  const go = (url: string) => {
    dialog.current?.close();
    navigate(url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => moveActive(i, event.key === 'ArrowDown' ? 1 : -1, hits.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) go(hit.url);
      else if (q.trim()) go(allResults);
    }
  };
  const listId = `${ids}-list`;
  const optionId = (i: number) => `${ids}-option-${i}`;

  return (
    <dialog ref={dialog} className={cx(ui.dialog, styles.dialog)} aria-labelledby={`${ids}-title`} data-search-dialog="">
      <div className={styles.dialogInner}>
        <div className={ui.split}>
          <h2 id={`${ids}-title`} className={styles.dialogTitle}>
            {t('dialogTitle')}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label={t('close')}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <SearchField>
          <input
            ref={input}
            type="text"
            role="combobox"
            aria-label={t('label')}
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            className={styles.input}
            value={q}
            placeholder={t('placeholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={onKeyDown}
            data-search-input=""
          />
        </SearchField>
        <TypeFilter name={`${ids}-type`} value={type} onChange={setType} />
        <ul id={listId} role="listbox" aria-label={t('label')} className={cx(ui.list, styles.listbox)} hidden={hits.length === 0} data-search-listbox="">
          {hits.map((hit, i) => (
            // The input keeps focus (aria-activedescendant); a pointer picks an option directly.
            <li key={hit.id} id={optionId(i)} role="option" aria-selected={i === active} className={cx(ui.surface, styles.option)} onClick={() => go(hit.url)} onMouseMove={() => setActive(i)}>
              <HitBody hit={hit} />
            </li>
          ))}
        </ul>
        <div aria-live="polite" className={styles.muted}>
          {state.status === 'loading' && t('loading')}
          {state.status === 'error' && t('error')}
          {state.status === 'done' && state.total > 0 && t('count', { count: state.total })}
        </div>
        {state.status === 'done' && state.total === 0 && <NoResults q={q.trim()} onNavigate={() => dialog.current?.close()} />}
        <div className={cx(ui.split, styles.dialogFoot)}>
          <span aria-hidden="true" className={styles.keys}>
            {t('keys')}
          </span>
          {q.trim() && (
            <LocalizedLink to={`/search${searchQueryString({ q, type })}`} onClick={() => dialog.current?.close()} data-search-all="">
              {t('allResults', { q: q.trim() })}
            </LocalizedLink>
          )}
        </div>
      </div>
    </dialog>
  );
}
