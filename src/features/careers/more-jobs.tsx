import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { JobListing } from '../../content/jobs/job-listing';
import { JobRow } from './job-row';
import { pickMoreJobs } from './pick-more-jobs';
import styles from './careers.module.css';
import { cx, ui } from '../../styles/primitives';

/**
 * Desktop-only "more jobs" (spec 000 section 2). The random fallback is the first candidate in
 * the HTML and a random one after hydration, like every random choice on the site.
 */
export function MoreJobs({ job, others, today }: { job: Pick<JobListing, 'id' | 'city' | 'team'>; others: JobListing[]; today: Date }) {
  const { t } = useTranslation('careers');
  const [jobs, setJobs] = useState(() => pickMoreJobs(job, others, () => 0));
  useEffect(() => setJobs(pickMoreJobs(job, others)), [job, others]);
  return (
    <section className={styles.moreJobs} aria-labelledby="more-jobs-title" data-more-jobs="">
      <h2 id="more-jobs-title" className={styles.asideTitle}>
        {t('job.moreJobs')}
      </h2>
      {jobs.length > 0 ? (
        <ul className={cx(ui.grid, styles.moreList)}>
          {jobs.map((other) => (
            <JobRow key={other.id} job={other} today={today} compact />
          ))}
        </ul>
      ) : (
        <p className={styles.noJobs} data-no-jobs="">
          {t('job.noJobs')}
        </p>
      )}
    </section>
  );
}
