import { useTranslation } from '../../lib/i18n/use-translation';
import { Clock, ExternalLink, Flag, GraduationCap, Hash, MapPin } from 'lucide-react';
import type { JobPageData } from '../../content/page-data/types';
import { site } from '../../config/site';
import { daysSincePosting, experienceYears, showsDaysSince } from './job-facts';
import { cityLabel, countryLabel } from '../../lib/i18n/job-labels';
import styles from './careers.module.css';

/** City, country, days since posting (over one), experience, and Apply when the link is http. */
export function JobSideCard({ job, today }: { job: JobPageData['job']; today: Date }) {
  const { t } = useTranslation('careers');
  const days = daysSincePosting(job.posted, today);
  const years = experienceYears(job.experience);
  return (
    <section className={styles.sideCard} aria-label={t('job.aboutRole')} data-job-facts="">
      <dl className={styles.factList}>
        <div>
          <dt>
            <MapPin size={16} aria-hidden="true" />
            {t('labels.location')}
          </dt>
          <dd data-fact="city">{cityLabel(t, job.city)}</dd>
        </div>
        <div>
          <dt>
            <Flag size={16} aria-hidden="true" />
            {t('labels.country')}
          </dt>
          <dd data-fact="country">{countryLabel(t, job.country)}</dd>
        </div>
        {showsDaysSince(days) && (
          <div>
            <dt>
              <Clock size={16} aria-hidden="true" />
              {t('labels.published')}
            </dt>
            <dd data-fact="days">{t('labels.publishedDaysAgo', { count: days })}</dd>
          </div>
        )}
        {years && (
          <div>
            <dt>
              <GraduationCap size={16} aria-hidden="true" />
              {t('labels.experience')}
            </dt>
            <dd data-fact="experience">{t('labels.experienceYears', { count: years.count, value: years.value })}</dd>
          </div>
        )}
        <div>
          <dt>
            <Hash size={16} aria-hidden="true" />
            {t('job.reference')}
          </dt>
          <dd>{job.id}</dd>
        </div>
      </dl>
      {job.applyUrl ? (
        <a className={`button button--primary ${styles.apply}`} href={job.applyUrl} target="_blank" rel="noopener noreferrer" data-apply="">
          {t('job.apply')}
          <ExternalLink size={16} aria-hidden="true" />
          <span className="visually-hidden">({t('job.applyNote')})</span>
        </a>
      ) : (
        <p className={styles.noApply}>{t('job.noApply', { mailbox: site.mailboxes.jobs, id: job.id })}</p>
      )}
    </section>
  );
}
