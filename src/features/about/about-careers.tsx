import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, Briefcase, MapPin } from 'lucide-react';
import type { JobListing } from '../../content/page-data/types';
import { Carousel } from '../../components/carousel/carousel';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { SectionHeader } from '../../components/section-header/section-header';
import { useReveal } from '../../lib/motion/use-reveal';
import { useJobDraw } from './use-job-draw';
import { placeLabel } from '../../lib/i18n/job-labels';
import { langAttribute } from '../../lib/i18n/text-lang';
import { useLocale } from '../../lib/i18n/use-locale';
import styles from './about.module.css';
import { cx, ui } from '../../styles/primitives';

/** Five random valid jobs and a see-all card, in a carousel. */
export function AboutCareers({ pool }: { pool: JobListing[] }) {
  const { t } = useTranslation(['company', 'careers']);
  const ref = useReveal<HTMLElement>();
  const { jobs, shuffled } = useJobDraw(pool);
  const locale = useLocale();
  const cards = jobs.map((job) => (
    <LocalizedLink key={job.id} to={`/careers/job/${job.id}`} className={cx(ui.cardLink, styles.job)} data-job={job.id}>
      <span className={cx(ui.tag, styles.team)}>{t(`careers:teams.${job.team}`)}</span>
      <strong className={styles.jobTitle} lang={langAttribute(job.lang, locale.tag)}>
        {job.title}
      </strong>
      <span className={cx(ui.inline, ui.note)}>
        <MapPin size={16} aria-hidden="true" />
        {placeLabel(t, job)}
      </span>
      <span className={cx(ui.cardAction, styles.view)}>
        {t('about.careers.view')}
        <ArrowRight size={16} aria-hidden="true" />
      </span>
    </LocalizedLink>
  ));
  cards.push(
    <LocalizedLink key="all" to="/careers" className={cx(ui.cardLink, styles.job, styles.seeAll)} data-job="all">
      <Briefcase size={28} aria-hidden="true" />
      <strong className={styles.jobTitle}>{t('about.careers.seeAll')}</strong>
      <span>{t('about.careers.seeAllText')}</span>
      <ArrowRight size={20} aria-hidden="true" className={styles.seeAllArrow} />
    </LocalizedLink>,
  );
  return (
    // The carousel runs outside the container, to the screen's edge (see Carousel `bleed`).
    <section ref={ref} className={styles.section} aria-labelledby="about-careers-title" data-jobs-shuffled={shuffled}>
      <div className="container">
        <SectionHeader id="about-careers-title" eyebrow={t('about.careers.eyebrow')} title={t('about.careers.title')} lead={t('about.careers.text')} />
      </div>
      <Carousel label={t('about.careers.carousel')} previousLabel={t('about.careers.previous')} nextLabel={t('about.careers.next')} bleed>
        {cards}
      </Carousel>
      <div className="container">
        <LocalizedLink to="/careers" className={`button button--primary ${styles.action}`}>
          {t('about.careers.button')}
          <ArrowRight size={18} aria-hidden="true" />
        </LocalizedLink>
      </div>
    </section>
  );
}
