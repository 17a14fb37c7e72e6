import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCard as Card } from '../../content/page-data/types';
import { ArticleCard } from '../../components/article-card/article-card';
import { ArticleListing, listingLabels } from '../../components/article-listing/article-listing';
import { splitHero } from './use-hub-listing';
import { useStagingOverlay } from './use-staging-overlay';
import styles from './hub.module.css';

/** Hero card, then the sortable, filterable, paginated grid of the hub. */
export function HubListing({ posts }: { posts: readonly Card[] }) {
  const { t } = useTranslation('hub');
  const overlaid = useStagingOverlay(posts);
  const { hero, rest } = useMemo(() => splitHero(overlaid), [overlaid]);

  return (
    <>
      {hero && (
        <section className={styles.hero} aria-labelledby="hub-latest">
          <h2 id="hub-latest" className="visually-hidden">
            {t('latest')}
          </h2>
          <ArticleCard card={hero} variant="hero" excerptLimit={280} headingLevel="h3" priority />
        </section>
      )}
      <ArticleListing
        cards={rest}
        headingId="hub-results"
        labels={listingLabels(t)}
      />
    </>
  );
}
