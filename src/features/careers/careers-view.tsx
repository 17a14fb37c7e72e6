import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight } from 'lucide-react';
import type { CareersPageData } from '../../content/page-data/types';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { PageHero } from '../../components/page-hero/page-hero';
import { HeroPeople, type HeroPeopleProps } from '../../components/hero-visuals/hero-people';
import { SectionHeader } from '../../components/section-header/section-header';
import { useReveal } from '../../lib/motion/use-reveal';
import { CareersGlobe } from './careers-globe';
import { JobList } from './job-list';
import styles from './careers.module.css';
import { heroCopy } from '../../lib/i18n/hero-copy';

/**
 * Careers: hero, the globe with the diversity note, and the filtered job list. The hero shows the
 * people a candidate would work with (the page passes them in), since the globe below is already
 * the page's one geographic picture.
 */
export function CareersView({ data, colleagues }: { data: CareersPageData; colleagues: NonNullable<HeroPeopleProps['people']> }) {
  const { t } = useTranslation('careers');
  const diversity = useReveal<HTMLElement>();
  return (
    <>
      <PageHero {...heroCopy(t, 'hero')} glow="teal-end" size="large" visual={<HeroPeople caption={t('hero.caption')} people={colleagues} />} />
      <section ref={diversity} className={`container ${styles.diversity}`} aria-labelledby="careers-diversity-title">
        <CareersGlobe />
        <div>
          <h2 id="careers-diversity-title" className={styles.diversityTitle}>
            {t('diversity.title')}
          </h2>
          <p className={styles.diversityText}>{t('diversity.text')}</p>
          <LocalizedLink to="/about/company-culture" className="button button--ghost">
            {t('diversity.link')}
            <ArrowRight size={18} aria-hidden="true" />
          </LocalizedLink>
        </div>
      </section>
      <section id="open-positions" className={`container ${styles.positions}`} aria-labelledby="careers-dream-title">
        <SectionHeader id="careers-dream-title" eyebrow={t('dream.eyebrow')} title={t('dream.title')} lead={t('dream.text')} />
        <JobList initial={data.jobs} builtOn={data.builtOn} />
      </section>
    </>
  );
}
