import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { TFunction } from 'i18next';
import type { ArticleCard as Card, ListingPageData } from '../../content/page-data/types';
import { ArticleCard } from '../article-card/article-card';
import { Pagination } from '../pagination/pagination';
import { categoryLabel } from '../../lib/i18n/article-labels';
import { useLocale } from '../../lib/i18n/use-locale';
import { localizeHref } from '../../lib/i18n/localize-path';
import { KEEP_SCROLL } from '../../lib/routing/keep-scroll';
import { listIndexPath, type ListSection } from '../../lib/listing/list-index';
import { listPagePath } from '../../lib/listing/list-pages';
import { listFromIndex, type ListQuery, type SortOrder } from './list-articles';
import { useListIndex } from './use-list-index';
import { useListSearch } from './use-list-search';
import { clearListHandoff, handOffList, peekListHandoff, type ListControl } from './list-handoff';
import { ListSelect } from './list-select';
import { cx, ui } from '../../styles/primitives';
import styles from './article-listing.module.css';

export interface ArticleListingLabels {
  /** "12 articles": also the heading focused after a page change. */
  results: (count: number) => string;
  controls: { label: string; sort: string; newest: string; oldest: string; category: string; allCategories: string };
  empty: string;
  /** Shown when the full list, needed to sort or filter, could not be loaded. */
  loadError: string;
  pagination: { nav: string; previous: string; next: string; page: (n: number) => string };
}

/**
 * Labels from a namespace (or key prefix) laid out like hub.json: results, controls.*, empty,
 * loadError and pagination.*. The hub and the newsroom keep their own wording under the same keys.
 */
export function listingLabels(t: TFunction): ArticleListingLabels {
  return {
    results: (count) => t('results', { count }),
    controls: {
      label: t('controls.label'),
      sort: t('controls.sort'),
      newest: t('controls.newest'),
      oldest: t('controls.oldest'),
      category: t('controls.category'),
      allCategories: t('controls.allCategories'),
    },
    empty: t('empty'),
    loadError: t('loadError'),
    pagination: {
      nav: t('pagination.label'),
      previous: t('pagination.previous'),
      next: t('pagination.next'),
      page: (n) => t('pagination.page', { page: n }),
    },
  };
}

export interface ArticleListingProps {
  /** The prerendered page: its own cards and what the controls need. */
  data: ListingPageData;
  section: ListSection;
  /** Unprefixed path of the list's first page (/hub); later pages live under {base}/page/{n}. */
  basePath: string;
  labels: ArticleListingLabels;
  /** Id of the results heading (the section is labelled by it, page links land on it). */
  headingId: string;
  variant?: 'grid' | 'news';
  /** The hub's lead card, shown above the list on every page. */
  renderHero?: (hero: Card) => ReactNode;
  /**
   * Changes the full list before it is shown (the staging overlay): its presence loads every card
   * of the list at once (the JSON list, written by staging and development builds only) instead of
   * reading the list's search index a page at a time.
   */
  overlay?: (cards: readonly Card[]) => Card[];
}

const FIRST_PAGE: ListQuery = { sort: 'desc', category: 'all', page: 1 };

/**
 * The hub's and the newsroom's list. Each page of it is prerendered with its own six cards and a
 * pager of links (crawlers follow them); sorting or filtering goes on in the browser, with a pager
 * of buttons, on the list's search index: each page loads only its own cards.
 */
export function ArticleListing({ data, section, basePath, labels, headingId, variant = 'grid', renderHero, overlay }: ArticleListingProps) {
  const { t } = useTranslation('article');
  const locale = useLocale();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  // Every card, for the staging overlay and the dev server (which has no search index); elsewhere
  // the list's search index answers each page.
  const fullList = overlay !== undefined || import.meta.env.DEV;
  const index = useListIndex(listIndexPath(section, locale.key));
  // A sort or filter chosen on a later page, brought to this first page (list-handoff.ts).
  const [handoff] = useState(() => peekListHandoff(pathname));
  // null: the prerendered page as it is; a query: the visitor sorted, filtered or paged in the browser.
  const [query, setQuery] = useState<ListQuery | null>(handoff?.query ?? null);
  // A choice made on a later page is answered by the first page's listing, not by this one.
  const [leavingPage, setLeavingPage] = useState<number | null>(null);
  const leaving = leavingPage === data.page;
  const searched = useListSearch(section, locale.key, fullList || leaving ? null : query);
  const status = fullList ? index.status : searched.status;
  const gridTop = useRef<HTMLHeadingElement>(null);
  const controls = useRef<Partial<Record<ListControl, HTMLSelectElement | null>>>({});
  const sortId = useId();
  const categoryId = useId();
  const withHero = renderHero !== undefined;
  const { load } = index;

  useEffect(() => {
    if (overlay) load();
  }, [overlay, load]);

  useEffect(() => {
    if (fullList && query) load();
  }, [fullList, query, load]);

  useEffect(() => {
    if (!handoff) return;
    clearListHandoff();
    // The control the visitor used was on the later page's listing, now gone: focus its twin.
    controls.current[handoff.control]?.focus({ preventScroll: true });
  }, [handoff]);

  useEffect(() => {
    // A failed index: back to the prerendered page, whose controls then say what it shows.
    if (status === 'error') setQuery(null);
  }, [status]);

  useEffect(() => {
    // Arriving by a page link (…/page/2#hub-results): the reader lands on the results heading.
    if (hash === `#${headingId}`) gridTop.current?.focus({ preventScroll: true });
  }, [hash, headingId, data.page]);

  const view = useMemo(() => {
    const prerendered = { ...data, query: null, items: data.cards };
    if (!fullList) {
      // The page the index answered last (kept while the next loads); the categories and the hero are the page's own.
      return query && searched.view ? { ...data, ...searched.view } : prerendered;
    }
    const cards = index.cards && overlay ? overlay(index.cards) : index.cards;
    const active = query ?? (overlay ? { ...FIRST_PAGE, page: data.page } : null);
    if (!cards || !active) return prerendered;
    const list = listFromIndex(cards, active, withHero);
    // The hero changes only when the overlay brings a newer post; else the page's own (longer excerpt).
    return { ...list, hero: overlay ? list.hero : data.hero, query: active };
  }, [index.cards, fullList, overlay, query, searched.view, data, withHero]);

  const shown = query ?? view.query ?? FIRST_PAGE;
  const change = (control: ListControl, next: Partial<ListQuery>) => {
    const nextQuery = { ...shown, ...next, page: 1 };
    // Shown here at once too: the control keeps the visitor's choice while the first page loads.
    setQuery(nextQuery);
    if (data.page === 1) return;
    setLeavingPage(data.page);
    // On a later page (/hub/page/2) the new order starts at page 1, whose URL, title and breadcrumb
    // are the list's own: go there, in place, and let its listing show the choice.
    const first = localizeHref(listPagePath(basePath, 1), locale.key);
    handOffList({ path: first, query: nextQuery, control });
    navigate(`${first}${search}`, { state: KEEP_SCROLL });
  };
  const goTo = (page: number) => {
    setQuery({ ...shown, page });
    gridTop.current?.scrollIntoView({ block: 'start' });
    gridTop.current?.focus({ preventScroll: true });
  };
  const busy = query !== null && status === 'loading';

  return (
    <>
      {view.hero && renderHero?.(view.hero)}
      {/* The cards' items are found on their own pages; the listing is found by its hero. */}
      <section className={styles.listing} aria-labelledby={headingId} aria-busy={busy} data-pagefind-ignore="">
        <div className={cx(ui.split, styles.toolbar)}>
          <h2 id={headingId} ref={gridTop} tabIndex={-1} className={styles.results} aria-live="polite">
            {labels.results(view.total)}
          </h2>
          <div className={cx(ui.cluster, styles.controls)} role="group" aria-label={labels.controls.label}>
            <ListSelect id={sortId} control="sort" label={labels.controls.sort} value={shown.sort} onChange={(sort) => change('sort', { sort: sort as SortOrder })} controls={controls}>
              <option value="desc">{labels.controls.newest}</option>
              <option value="asc">{labels.controls.oldest}</option>
            </ListSelect>
            <ListSelect id={categoryId} control="category" label={labels.controls.category} value={shown.category} onChange={(category) => change('category', { category })} controls={controls}>
              <option value="all">{labels.controls.allCategories}</option>
              {view.categories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category, t)}
                </option>
              ))}
            </ListSelect>
          </div>
        </div>
        {status === 'error' && (
          <p className={styles.loadError} role="alert" data-list-error="">
            {labels.loadError}
          </p>
        )}
        {view.items.length === 0 ? (
          <p className={ui.empty}>{labels.empty}</p>
        ) : (
          <ul className={cx(ui.grid, ui.cols3, styles.grid)} data-page={view.page}>
            {view.items.map((card) => (
              <li key={card.id}>
                <ArticleCard card={card} excerptLimit={150} variant={variant} />
              </li>
            ))}
          </ul>
        )}
        {view.query ? (
          <Pagination page={view.page} pages={view.pages} onChange={goTo} labels={labels.pagination} />
        ) : (
          <Pagination page={view.page} pages={view.pages} hrefFor={(n) => `${listPagePath(basePath, n)}#${headingId}`} labels={labels.pagination} />
        )}
      </section>
    </>
  );
}
