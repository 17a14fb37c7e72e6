import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, Clock, GraduationCap, MapPin } from 'lucide-react';
import type { JobListing } from '../../content/jobs/job-listing';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { daysSincePosting, experienceYears, showsDaysSince } from './job-facts';
import { placeLabel, regionLabel, teamLabel } from '../../lib/i18n/job-labels';
import { useTextLang } from '../../lib/i18n/text-lang';
import styles from './careers.module.css';
import { cx, ui } from '../../styles/primitives';

/** One opening in a list: title, team, place, region, experience and age, linking to its page. */
export function JobRow({ job, today, compact = false }: { job: JobListing; today: Date; compact?: boolean }) {
  const { t } = useTranslation('careers');
  const days = daysSincePosting(job.posted, today);
  const years = experienceYears(job.experience);
  const lang = useTextLang(job.lang);
  return (
    <li className={styles.row} data-job-row={job.id} data-region={job.region} data-team={job.team}>
      <LocalizedLink to={`/careers/job/${job.id}`} className={cx(ui.cardLink, styles.rowLink)}>
        <span className={cx(ui.tag, styles.chip)} data-multiline="">{teamLabel(t, job.team)}</span>
        <span className={styles.rowTitle} lang={lang}>
          {job.title}
        </span>
        <span className={styles.facts}>
          <span>
            <MapPin size={16} aria-hidden="true" />
            {placeLabel(t, job)}
            {!compact && <span className={styles.region}> · {regionLabel(t, job.region)}</span>}
          </span>
          {!compact && years && (
            <span>
              <GraduationCap size={16} aria-hidden="true" />
              {t('labels.experienceYears', { count: years.count, value: years.value })}
            </span>
          )}
          {!compact && showsDaysSince(days) && (
            <span>
              <Clock size={16} aria-hidden="true" />
              {t('labels.publishedDaysAgo', { count: days })}
            </span>
          )}
        </span>
        {!compact && (
          <span className={styles.rowAction}>
            {t('list.view')}
            <ArrowRight size={16} aria-hidden="true" />
          </span>
        )}
      </LocalizedLink>
    </li>
  );
}
