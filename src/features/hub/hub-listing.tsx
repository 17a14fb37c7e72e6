import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCard as Card } from '../../content/page-data/types';
import { ArticleCard } from '../../components/article-card/article-card';
import { Pagination } from '../../components/pagination/pagination';
import { categoryLabel } from '../../lib/i18n/article-labels';
import { useHubListing, type SortOrder } from './use-hub-listing';
import { useStagingOverlay } from './use-staging-overlay';
import styles from './hub.module.css';

/** Hero card, sort and topic controls, and the paginated grid of the hub. */
export function HubListing({ posts }: { posts: readonly Card[] }) {
  const { t } = useTranslation(['hub', 'article']);
  const overlaid = useStagingOverlay(posts);
  const listing = useHubListing(overlaid);
  const gridTop = useRef<HTMLHeadingElement>(null);
  const sortId = useId();
  const categoryId = useId();

  const goTo = (page: number) => {
    listing.setPage(page);
    gridTop.current?.scrollIntoView({ block: 'start' });
    gridTop.current?.focus({ preventScroll: true });
  };

  return (
    <>
      {listing.hero && (
        <section className={styles.hero} aria-labelledby="hub-latest">
          <h2 id="hub-latest" className="visually-hidden">
            {t('hub:latest')}
          </h2>
          <ArticleCard card={listing.hero} variant="hero" excerptLimit={280} headingLevel="h3" priority />
        </section>
      )}
      <section className={styles.listing} aria-labelledby="hub-results">
        <div className={styles.toolbar}>
          <h2 id="hub-results" ref={gridTop} tabIndex={-1} className={styles.results} aria-live="polite">
            {t('hub:results', { count: listing.total })}
          </h2>
          <div className={styles.controls} role="group" aria-label={t('hub:controls.label')}>
            <label htmlFor={sortId}>{t('hub:controls.sort')}</label>
            <select id={sortId} value={listing.sort} onChange={(e) => listing.setSort(e.target.value as SortOrder)} data-control="sort">
              <option value="desc">{t('hub:controls.newest')}</option>
              <option value="asc">{t('hub:controls.oldest')}</option>
            </select>
            <label htmlFor={categoryId}>{t('hub:controls.category')}</label>
            <select id={categoryId} value={listing.category} onChange={(e) => listing.setCategory(e.target.value)} data-control="category">
              <option value="all">{t('hub:controls.allCategories')}</option>
              {listing.categories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category, t)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {listing.items.length === 0 ? (
          <p className={styles.empty}>{t('hub:empty')}</p>
        ) : (
          <ul className={styles.grid} data-page={listing.page}>
            {listing.items.map((card) => (
              <li key={card.id}>
                <ArticleCard card={card} excerptLimit={150} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={listing.page}
          pages={listing.pages}
          onChange={goTo}
          labels={{
            nav: t('hub:pagination.label'),
            previous: t('hub:pagination.previous'),
            next: t('hub:pagination.next'),
            page: (n) => t('hub:pagination.page', { page: n }),
          }}
        />
      </section>
    </>
  );
}
