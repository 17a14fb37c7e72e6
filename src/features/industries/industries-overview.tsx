import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight } from 'lucide-react';
import { CtaBand } from '../../components/cta-band/cta-band';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { INDUSTRIES } from '../../lib/catalogue/industries';
import { PageHero } from '../../components/page-hero/page-hero';
import { HeroShowcase } from '../../components/hero-visuals/hero-showcase';
import styles from './industries.module.css';
import { cx, ui } from '../../styles/primitives';
import { heroCopy } from '../../lib/i18n/hero-copy';

/** /industries: hero, then one section per industry with a Read more link to its page. */
export function IndustriesOverview() {
  const { t } = useTranslation('industries');
  return (
    <>
      <PageHero {...heroCopy(t, 'hero')} visual={<HeroShowcase screen="monitor" title={t('hero.visualTitle')} items={INDUSTRIES.map(({ key, icon }) => ({ key, label: t(`items.${key}.name`), icon }))} />} />
      <div className={cx('container', ui.block, styles.list)}>
        {INDUSTRIES.map(({ topic, key, icon: Icon }) => (
          <section key={topic} className={styles.item} aria-labelledby={`industry-${topic}`} data-industry={topic}>
            <div className={styles.emblem} aria-hidden="true">
              <Icon size={40} />
            </div>
            <div>
              <h2 id={`industry-${topic}`} className={styles.itemTitle}>
                {t(`items.${key}.name`)}
              </h2>
              <p className={styles.text}>{t(`items.${key}.summary`)}</p>
              <LocalizedLink to={`/industries/${topic}`} className={cx(ui.moreLink, styles.more)} aria-label={`${t('readMore')}: ${t(`items.${key}.name`)}`}>
                {t('readMore')}
                <ArrowRight size={16} aria-hidden="true" />
              </LocalizedLink>
            </div>
          </section>
        ))}
        <CtaBand title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} to="/contact" />
      </div>
    </>
  );
}
