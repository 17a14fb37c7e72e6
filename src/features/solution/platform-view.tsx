import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { CtaBand } from '../../components/cta-band/cta-band';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { CAPABILITY_CARDS } from './capabilities';
import { CAPABILITIES } from '../../lib/catalogue/capabilities';
import { PageHero } from '../../components/page-hero/page-hero';
import { ProductShot } from '../../components/product-shot/product-shot';
import styles from './solution.module.css';
import { cx, ui } from '../../styles/primitives';
import { heroCopy } from '../../lib/i18n/hero-copy';

/**
 * Spec 000 section 2: the five alternating sections of the platform overview, in this order, each
 * beside the close-up of the product that does what it says (the capability pages' close-ups).
 */
const SECTIONS = [
  { key: 'humanCentred', screen: 'browse', detail: 'notebook' },
  { key: 'integration', screen: 'create', detail: 'blocks' },
  { key: 'interface', screen: 'investigate', detail: 'graph' },
  { key: 'automation', screen: 'monitor', detail: 'alerts' },
  { key: 'compliance', screen: 'browse', detail: 'attribution' },
] as const;

export function PlatformView() {
  const { t } = useTranslation('solution');
  return (
    <>
      <PageHero
        {...heroCopy(t, 'hero')}
        glow="blue-end"
        size="large"
        visual={<ProductShot screen="investigate" theme="dark" alt={t('shots.investigate.alt')} caption={t('shots.investigate.caption')} slot="productHero" eager />}
      >
        <div className={styles.actions}>
          <LocalizedLink to="/bookademo" className="button button--primary">
            {t('hero.primary')}
          </LocalizedLink>
          <a href="#capabilities" className="button button--on-dark">
            {t('hero.secondary')}
          </a>
        </div>
      </PageHero>
      <div className="container">
        <div className={cx(ui.block, styles.sections)} aria-label={t('sectionsLabel')} role="group">
          {SECTIONS.map(({ key, screen, detail }) => (
            <section key={key} className={styles.section} aria-labelledby={`section-${key}`} data-section={key}>
              <div>
                <p className="eyebrow">{t(`sections.${key}.eyebrow`)}</p>
                <h2 id={`section-${key}`} className={styles.sectionTitle}>
                  {t(`sections.${key}.title`)}
                </h2>
                <p className={styles.text}>{t(`sections.${key}.text`)}</p>
                <ul className={styles.points}>
                  {(['one', 'two', 'three'] as const).map((point) => (
                    <li key={point}>
                      <CheckCircle2 size={20} aria-hidden="true" />
                      <span>{t(`sections.${key}.points.${point}`)}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <ProductShot
                className={styles.media}
                screen={screen}
                detail={detail}
                theme="light"
                alt={t(`shots.${screen}.details.${detail}.alt`)}
                caption={t(`shots.${screen}.details.${detail}.caption`)}
                slot="productFeature"
              />
            </section>
          ))}
        </div>
        <section id="capabilities" className={styles.capabilities} aria-labelledby="capabilities-title">
          <header className={styles.capabilitiesHeader}>
            <h2 id="capabilities-title" className={styles.capabilitiesTitle}>
              {t('capabilities.title')}
            </h2>
            <p className={styles.text}>{t('capabilities.lead')}</p>
          </header>
          <ul className={cx(ui.list, styles.capabilityGrid)}>
            {CAPABILITIES.map((key) => {
              const Icon = CAPABILITY_CARDS[key].icon;
              return (
                <li key={key} className={styles.capabilityItem}>
                  <ProductShot
                    screen={key}
                    theme="light"
                    alt={t(`shots.${key}.alt`)}
                    caption={t(`shots.${key}.caption`)}
                    slot="productGrid"
                  />
                  <LocalizedLink to={`/solution/${key}`} className={styles.capabilityLink}>
                    <span className={ui.iconTile}>
                      <Icon size={24} aria-hidden="true" />
                    </span>
                    <span className={styles.capabilityName}>{t(`capabilities.${key}.name`)}</span>
                    <span className={styles.capabilityText}>{t(`capabilities.${key}.lead`)}</span>
                    <span className={styles.capabilityMore} aria-hidden="true">
                      {t('capabilities.more', { name: t(`capabilities.${key}.name`) })}
                      <ArrowRight size={16} />
                    </span>
                  </LocalizedLink>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <div className="container">
        <CtaBand title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} to="/bookademo" />
      </div>
    </>
  );
}
