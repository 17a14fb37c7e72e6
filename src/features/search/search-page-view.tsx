import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizeHref } from '../../lib/i18n/use-locale';
import type { SearchType } from '../../lib/search/search-entry';
import { parseSearchQuery, searchQueryString } from '../../components/search/search-query';
import { useSearch } from '../../components/search/use-search';
import { TypeFilter } from '../../components/search/type-filter';
import { SearchField } from '../../components/search/search-field';
import { NoResults } from '../../components/search/no-results';
import { HitBody } from '../../components/search/search-hit';
import styles from '../../components/search/search.module.css';
import { cx, ui } from '../../styles/primitives';

/** Results the page lists at first and adds with each "more": each one costs a fragment download. */
const PAGE_STEP = 10;

/**
 * What the page shows under the form for the current state of the search. "More" lists the next
 * results and moves focus to the first of them, so a keyboard reader goes on where the list grew.
 */
function Results({ q, type }: { q: string; type: SearchType | null }) {
  const { t } = useTranslation('search');
  const [limit, setLimit] = useState(PAGE_STEP);
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => setLimit(PAGE_STEP), [q, type]);
  const state = useSearch(q, type, limit);
  const shown = state.status === 'done' ? state.hits.length : 0;
  useEffect(() => {
    if (firstNew.current === null || shown <= firstNew.current) return;
    list.current?.querySelectorAll('a')[firstNew.current]?.focus();
    firstNew.current = null;
  }, [shown]);
  if (state.status === 'idle') return <p className={styles.muted}>{t('hint')}</p>;
  if (state.status === 'loading') return <p className={styles.muted}>{t('loading')}</p>;
  if (state.status === 'error') return <p className={styles.muted}>{t('error')}</p>;
  if (state.total === 0) return <NoResults q={q} />;
  return (
    <>
      <p className={styles.count} data-search-count="">
        {t('count', { count: state.total })}
      </p>
      <ol ref={list} className={cx(ui.list, styles.pageHits)} data-search-results="">
        {state.hits.map((hit) => (
          <li key={hit.id}>
            <Link to={hit.url} className={cx(ui.surface, styles.pageHit)}>
              <HitBody hit={hit} />
            </Link>
          </li>
        ))}
      </ol>
      {state.total > shown && (
        <button
          type="button"
          className={`button button--ghost ${styles.more}`}
          disabled={limit > shown}
          onClick={() => {
            firstNew.current = shown;
            setLimit(shown + PAGE_STEP);
          }}
          data-search-more=""
        >
          {t('more', { count: Math.min(PAGE_STEP, state.total - shown) })}
        </button>
      )}
    </>
  );
}

/**
 * /search?q=&type=: the shareable form of a search and the dialog's "all results". The HTML is
 * built without a query, so the query is read after hydration; the URL follows the typing.
 */
export function SearchPageView() {
  const { t } = useTranslation('search');
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizeHref();
  const inputId = useId();
  const [hydrated, setHydrated] = useState(false);
  const [query, setQuery] = useState(() => parseSearchQuery(''));
  // The address is the one source of the query: typing replaces it, Back and a shared link set it.
  useEffect(() => {
    setQuery(parseSearchQuery(location.search));
    setHydrated(true);
  }, [location.search]);
  const update = (next: { q?: string; type?: SearchType | null }) => {
    const merged = { ...query, ...next };
    setQuery(merged);
    navigate({ search: searchQueryString(merged) }, { replace: true });
  };

  return (
    <section className={`container ${styles.page}`} aria-labelledby="search-title">
      <h1 id="search-title" className={styles.pageTitle}>
        {t('search:heading')}
      </h1>
      <noscript>
        <p className={cx(ui.panel, styles.noscript)} data-search-noscript="">
          {t('search:noscript.text')} {t('search:noscript.instead')} <a href={localize('/hub')}>{t('search:noscript.hub')}</a> · <a href="/sitemap.xml">{t('search:noscript.sitemap')}</a>
        </p>
      </noscript>
      <form role="search" className={styles.pageForm} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search:label')}
        </label>
        <SearchField>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={query.q}
            placeholder={t('search:placeholder')}
            autoComplete="off"
            spellCheck={false}
            disabled={!hydrated}
            onChange={(e) => update({ q: e.target.value })}
            data-search-page-input=""
          />
        </SearchField>
        <TypeFilter name="search-page-type" value={query.type} onChange={(type) => update({ type })} />
      </form>
      <div aria-live="polite" className={styles.pageResults}>
        {/* The prerendered page holds the idle hint, so hydrating moves nothing below the form. */}
        {hydrated ? <Results q={query.q} type={query.type} /> : <p className={`${styles.muted} ${styles.idleHint}`}>{t('hint')}</p>}
      </div>
    </section>
  );
}
