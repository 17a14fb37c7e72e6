import { useTranslation } from '../../lib/i18n/use-translation';
import type { HubPageData } from '../../content/page-data/types';
import { ArticleCard } from '../../components/article-card/article-card';
import { ArticleListing, listingLabels } from '../../components/article-listing/article-listing';
import { useStagingOverlay } from './use-staging-overlay';
import styles from './hub.module.css';

/** The hub's newest post as the hero, then the sortable, filterable grid, six cards a page. */
export function HubListing({ data }: { data: HubPageData }) {
  const { t } = useTranslation('hub');
  const overlay = useStagingOverlay();
  return (
    <ArticleListing
      data={data}
      section="hub"
      basePath="/hub"
      headingId="hub-results"
      labels={listingLabels(t)}
      overlay={overlay}
      renderHero={(hero) => (
        <section className={styles.hero} aria-labelledby="hub-latest">
          <h2 id="hub-latest" className="visually-hidden">
            {t('latest')}
          </h2>
          <ArticleCard card={hero} variant="hero" excerptLimit={280} headingLevel="h3" priority />
        </section>
      )}
    />
  );
}
