import { useTranslation } from '../../lib/i18n/use-translation';
import { CheckCircle2 } from 'lucide-react';
import type { ArticleCard as Card, IndustryPageData } from '../../content/page-data/types';
import { ArticleCard } from '../../components/article-card/article-card';
import { CtaBand } from '../../components/cta-band/cta-band';
import { industryOf } from '../../lib/catalogue/industries';
import { PageHero } from '../../components/page-hero/page-hero';
import { ProductShot } from '../../components/product-shot/product-shot';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { ProofCards } from '../../components/outcomes/proof-cards';
import styles from './industries.module.css';
import { cx, ui } from '../../styles/primitives';
import { Block } from '../../components/block/block';

/** The use cases and the posts alike: article cards, three a row on wide screens. */
function CardGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className={cx(ui.grid, ui.cols3, styles.grid)}>
      {cards.map((card) => (
        <li key={card.id}>
          <ArticleCard card={card} />
        </li>
      ))}
    </ul>
  );
}

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
        <Block id="industry-use-cases" title={t('useCases.title')} titleClassName={styles.blockTitle} data-related="use-cases">
          <p className={styles.text}>{t('useCases.lead')}</p>
          <CardGrid cards={data.useCases} />
        </Block>
        <Block id="industry-related" title={t('related.title')} titleClassName={styles.blockTitle} data-related="posts">
          <p className={styles.text}>{t('related.lead')}</p>
          {data.posts.length === 0 ? (
            <p className={styles.empty}>{t('related.empty')}</p>
          ) : (
            <CardGrid cards={data.posts} />
          )}
          <p>
            <LocalizedLink to="/hub" className={cx(ui.moreLink, styles.more)}>
              {t('related.more')}
            </LocalizedLink>
          </p>
        </Block>
        <CtaBand title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} to="/contact" />
      </div>
    </>
  );
}
