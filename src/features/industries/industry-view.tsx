import { useTranslation } from '../../lib/i18n/use-translation';
import { CheckCircle2 } from 'lucide-react';
import type { IndustryPageData } from '../../content/page-data/types';
import { ArticleCard } from '../../components/article-card/article-card';
import { CtaBand } from '../../components/cta-band/cta-band';
import { industryOf } from '../../lib/catalogue/industries';
import { PageHero } from '../../components/page-hero/page-hero';
import { ProductShot } from '../../components/product-shot/product-shot';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { ProofCards } from '../../components/outcomes/proof-cards';
import styles from './industries.module.css';
import { cx, ui } from '../../styles/primitives';

/** An industry page: header back to /industries, description, its use cases and related posts. */
export function IndustryView({ data }: { data: IndustryPageData }) {
  const { t } = useTranslation('industries');
  const industry = industryOf(data.topic);
  if (!industry) return null;
  const ns = `items.${industry.key}`;
  const Icon = industry.icon;
  return (
    <>
      <PageHero
        crumb={t(`${ns}.name`)}
        title={t(`${ns}.title`)}
        back={{ to: '/industries', label: t('back') }}
        icon={Icon}
        visual={
          <ProductShot
            screen={industry.screen}
            theme="dark"
            alt={t(`${ns}.shot.alt`)}
            caption={t(`${ns}.shot.caption`)}
            slot="productHero"
            eager
          />
        }
      />
      <div className="container">
        <div className={styles.intro}>
          <p className={styles.description}>{t(`${ns}.description`)}</p>
          <ul className={cx(ui.grid, ui.iconList, styles.points)}>
            {(['one', 'two', 'three'] as const).map((point) => (
              <li key={point}>
                <CheckCircle2 size={20} aria-hidden="true" />
                <span>{t(`${ns}.points.${point}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* The industry's customers' results before its list of use cases: proof, then the stories. */}
      <ProofCards cards={data.proofs} id="industry-proof-title" />
      <div className="container">
        <section className={ui.block} aria-labelledby="industry-use-cases" data-related="use-cases">
          <h2 id="industry-use-cases" className={cx(ui.blockTitle, styles.blockTitle)}>
            {t('useCases.title')}
          </h2>
          <p className={styles.text}>{t('useCases.lead')}</p>
          <ul className={cx(ui.grid, ui.cols3, styles.grid)}>
            {data.useCases.map((card) => (
              <li key={card.id}>
                <ArticleCard card={card} />
              </li>
            ))}
          </ul>
        </section>
        <section className={ui.block} aria-labelledby="industry-related" data-related="posts">
          <h2 id="industry-related" className={cx(ui.blockTitle, styles.blockTitle)}>
            {t('related.title')}
          </h2>
          <p className={styles.text}>{t('related.lead')}</p>
          {data.posts.length === 0 ? (
            <p className={styles.empty}>{t('related.empty')}</p>
          ) : (
            <ul className={cx(ui.grid, ui.cols3, styles.grid)}>
              {data.posts.map((card) => (
                <li key={card.id}>
                  <ArticleCard card={card} />
                </li>
              ))}
            </ul>
          )}
          <p>
            <LocalizedLink to="/hub" className={cx(ui.moreLink, styles.more)}>
              {t('related.more')}
            </LocalizedLink>
          </p>
        </section>
        <CtaBand title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} to="/contact" />
      </div>
    </>
  );
}
