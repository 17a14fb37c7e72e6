import { useTranslation } from '../../lib/i18n/use-translation';
import { CtaBand } from '../../components/cta-band/cta-band';
import { ProductShot } from '../../components/product-shot/product-shot';
import { CAPABILITY_CARDS } from './capabilities';
import type { Capability } from '../../lib/catalogue/capabilities';
import { PageHero } from '../../components/page-hero/page-hero';
import type { ArticleCard } from '../../content/page-data/types';
import { RelatedItems } from '../../components/related-items/related-items';
import styles from './solution.module.css';
import { cx, ui } from '../../styles/primitives';

/** A capability page: header with its product screen, optional intro, two close-ups of the screen beside its features, related use cases, call to action. */
export function CapabilityView({ capability, useCases }: { capability: Capability; useCases: ArticleCard[] }) {
  const { t } = useTranslation('solution');
  const { icon: Icon, cards, intro, details } = CAPABILITY_CARDS[capability];
  const ns = `capabilities.${capability}`;
  const shot = `shots.${capability}`;
  return (
    <>
      <PageHero
        crumb={t(`${ns}.name`)}
        title={t(`${ns}.title`)}
        lead={t(`${ns}.lead`)}
        eyebrow={t(`${ns}.eyebrow`)}
        back={{ to: '/solution', label: t('back') }}
        icon={Icon}
        glow="blue-end"
        visual={
          <ProductShot
            screen={capability}
            theme="dark"
            alt={t(`${shot}.alt`)}
            caption={t(`${shot}.caption`)}
            slot="productHero"
            eager
          />
        }
      />
      <div className="container">
        {intro && <p className={styles.intro}>{t(`${ns}.intro`)}</p>}
        <div className={styles.featureLayout}>
          <div className={styles.featureShots}>
            {details.map((detail) => (
              <ProductShot
                key={detail}
                screen={capability}
                theme="light"
                detail={detail}
                alt={t(`${shot}.details.${detail}.alt`)}
                caption={t(`${shot}.details.${detail}.caption`)}
                slot="productFeature"
              />
            ))}
          </div>
          <ul className={cx(ui.list, styles.features)} data-cards={cards.length}>
            {cards.map((CardIcon, index) => (
              <li key={index} className={styles.feature}>
                <span className={ui.iconTile}>
                  <CardIcon size={22} aria-hidden="true" />
                </span>
                <div>
                  <h2 className={styles.cardTitle}>{t(`${ns}.cards.c${index + 1}.title`)}</h2>
                  <p className={styles.cardText}>{t(`${ns}.cards.c${index + 1}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <RelatedItems id="capability-use-cases-title" title={t('relatedUseCases')} cards={useCases} />
        <CtaBand title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} to="/bookademo" />
      </div>
    </>
  );
}
