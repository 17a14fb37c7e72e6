import { useTranslation } from '../../lib/i18n/use-translation';
import type { NewsroomPageData } from '../../content/page-data/types';
import { site } from '../../config/site';
import { PageHero } from '../../components/page-hero/page-hero';
import { HeroDocument } from '../../components/hero-visuals/hero-document';
import { formatDate } from '../../lib/dates/format-date';
import { useTextLang } from '../../lib/i18n/text-lang';
import { ArticleListing, listingLabels } from '../../components/article-listing/article-listing';
import styles from './newsroom.module.css';

/** /brand/newsroom and its later pages: sort, category filter and pages of six cards (spec 001 sections 2 and 9). `crumb`: the last breadcrumb. */
export function NewsroomView({ data, crumb }: { data: NewsroomPageData; crumb: string }) {
  const { t } = useTranslation('brand', { keyPrefix: 'newsroom' });
  const { t: common } = useTranslation('common');
  // The newest release on this page of the grid (newest first): its title page opens the hero.
  const latest = data.cards[0];
  const latestLang = useTextLang(latest?.lang ?? 'en');
  return (
    <>
      <PageHero
        crumb={crumb}
        title={t('title')}
        lead={t('lead')}
        glow="teal-end"
        visual={latest ? <HeroDocument kind={t('kind')} title={latest.title} meta={formatDate(latest.date, 'long', common)} excerpt={latest.excerpt} lang={latestLang} /> : false}
      >
        <p className={styles.pressLine}>
          {t('pressContact')} <a href={`mailto:${site.mailboxes.press}`}>{site.mailboxes.press}</a>
        </p>
      </PageHero>
      <div className="container">
        <ArticleListing data={data} section="newsroom" basePath="/brand/newsroom" headingId="newsroom-results" labels={listingLabels(t)} variant="news" />
      </div>
    </>
  );
}
