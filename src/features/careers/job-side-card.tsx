import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Clock, ExternalLink, Flag, GraduationCap, Hash, MapPin, type LucideIcon } from 'lucide-react';
import type { JobPageData } from '../../content/page-data/types';
import { site } from '../../config/site';
import { daysSincePosting, experienceYears, showsDaysSince } from './job-facts';
import { cityLabel, countryLabel } from '../../lib/i18n/job-labels';
import { cx, ui } from '../../styles/primitives';
import styles from './careers.module.css';

/** One fact of the card: its icon and label, then its value, named by data-fact where tests look for it. */
function Fact({ icon: Icon, label, fact, children }: { icon: LucideIcon; label: string; fact?: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <Icon size={16} aria-hidden="true" />
        {label}
      </dt>
      <dd data-fact={fact}>{children}</dd>
    </div>
  );
}

/** City, country, days since posting (over one), experience, and Apply when the link is http. */
export function JobSideCard({ job, today }: { job: JobPageData['job']; today: Date }) {
  const { t } = useTranslation('careers');
  const days = daysSincePosting(job.posted, today);
  const years = experienceYears(job.experience);
  return (
    <section className={ui.surface} aria-label={t('job.aboutRole')} data-job-facts="">
      <dl className={cx(ui.factList, styles.factList)}>
        <Fact icon={MapPin} label={t('labels.location')} fact="city">
          {cityLabel(t, job.city)}
        </Fact>
        <Fact icon={Flag} label={t('labels.country')} fact="country">
          {countryLabel(t, job.country)}
        </Fact>
        {showsDaysSince(days) && (
          <Fact icon={Clock} label={t('labels.published')} fact="days">
            {t('labels.publishedDaysAgo', { count: days })}
          </Fact>
        )}
        {years && (
          <Fact icon={GraduationCap} label={t('labels.experience')} fact="experience">
            {t('labels.experienceYears', { count: years.count, value: years.value })}
          </Fact>
        )}
        <Fact icon={Hash} label={t('job.reference')}>
          {job.id}
        </Fact>
      </dl>
      {job.applyUrl ? (
        <a className={`button button--primary ${styles.apply}`} href={job.applyUrl} target="_blank" rel="noopener noreferrer" data-apply="">
          {t('job.apply')}
          <ExternalLink size={16} aria-hidden="true" />
          <span className="visually-hidden">({t('job.applyNote')})</span>
        </a>
      ) : (
        <p className={ui.note}>{t('job.noApply', { mailbox: site.mailboxes.jobs, id: job.id })}</p>
      )}
    </section>
  );
}
