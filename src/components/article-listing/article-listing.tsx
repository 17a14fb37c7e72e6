import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ArticleCard as Card } from '../../content/page-data/types';
import { ArticleCard } from '../article-card/article-card';
import { Pagination } from '../pagination/pagination';
import { categoryLabel } from '../../lib/i18n/article-labels';
import { useArticleListing } from './use-article-listing';
import type { SortOrder } from './list-articles';
import styles from './article-listing.module.css';

export interface ArticleListingLabels {
  /** "12 articles": also the heading focused after a page change. */
  results: (count: number) => string;
  controls: { label: string; sort: string; newest: string; oldest: string; category: string; allCategories: string };
  empty: string;
  pagination: { nav: string; previous: string; next: string; page: (n: number) => string };
}

/**
 * Labels from a namespace (or key prefix) laid out like hub.json: results, controls.*, empty and
 * pagination.*. The hub and the newsroom keep their own wording under the same keys.
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
    pagination: {
      nav: t('pagination.label'),
      previous: t('pagination.previous'),
      next: t('pagination.next'),
      page: (n) => t('pagination.page', { page: n }),
    },
  };
}

export interface ArticleListingProps {
  cards: readonly Card[];
  labels: ArticleListingLabels;
  /** Id of the results heading (the section is labelled by it). */
  headingId: string;
  variant?: 'grid' | 'news';
}

/** Sort and category controls, the paginated grid of cards and its empty state (hub and newsroom). */
export function ArticleListing({ cards, labels, headingId, variant = 'grid' }: ArticleListingProps) {
  const { t } = useTranslation('article');
  const listing = useArticleListing(cards);
  const gridTop = useRef<HTMLHeadingElement>(null);
  const sortId = useId();
  const categoryId = useId();

  const goTo = (page: number) => {
    listing.setPage(page);
    gridTop.current?.scrollIntoView({ block: 'start' });
    gridTop.current?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.listing} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId} ref={gridTop} tabIndex={-1} className={styles.results} aria-live="polite">
          {labels.results(listing.total)}
        </h2>
        <div className={styles.controls} role="group" aria-label={labels.controls.label}>
          <label htmlFor={sortId}>{labels.controls.sort}</label>
          <select id={sortId} value={listing.sort} onChange={(e) => listing.setSort(e.target.value as SortOrder)} data-control="sort">
            <option value="desc">{labels.controls.newest}</option>
            <option value="asc">{labels.controls.oldest}</option>
          </select>
          <label htmlFor={categoryId}>{labels.controls.category}</label>
          <select id={categoryId} value={listing.category} onChange={(e) => listing.setCategory(e.target.value)} data-control="category">
            <option value="all">{labels.controls.allCategories}</option>
            {listing.categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category, t)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {listing.items.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <ul className={styles.grid} data-page={listing.page}>
          {listing.items.map((card) => (
            <li key={card.id}>
              <ArticleCard card={card} excerptLimit={150} variant={variant} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={listing.page} pages={listing.pages} onChange={goTo} labels={labels.pagination} />
    </section>
  );
}
