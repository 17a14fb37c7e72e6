import { useId, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AlertTriangle, Mail, RotateCcw } from 'lucide-react';
import type { JobListing } from '../../content/jobs/job-listing';
import { site } from '../../config/site';
import { ALL, filterJobs, hasFilters, regionOptions, teamOptions } from './job-filters';
import { regionLabel, teamLabel } from '../../lib/i18n/job-labels';
import { JobRow } from './job-row';
import { useJobFeed } from './use-job-feed';
import { useJobFilters } from './use-job-filters';
import { useToday } from './use-today';
import styles from './careers.module.css';
import { cx, ui } from '../../styles/primitives';

/** The job list with its region and team filters, in the spec's four states. */
export function JobList({ initial, builtOn }: { initial: JobListing[]; builtOn: string }) {
  const { t } = useTranslation('careers');
  const { state, retry } = useJobFeed(initial);
  const jobs = state.status === 'ready' ? state.jobs : initial;
  const [filters, setFilters] = useJobFilters(jobs);
  const today = useToday(builtOn);
  const shown = useMemo(() => filterJobs(jobs, filters), [jobs, filters]);
  const id = useId();

  if (state.status === 'error') {
    return (
      <div className={ui.empty} role="alert" data-jobs-state="error">
        <AlertTriangle size={28} aria-hidden="true" />
        <p className={styles.stateTitle}>{t('list.error')}</p>
        <button type="button" className="button button--ghost" onClick={retry}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <p className={ui.empty} role="status" data-jobs-state="loading">
        {t('list.loading')}
      </p>
    );
  }

  return (
    <div data-jobs-state={shown.length ? 'loaded' : 'empty'} aria-busy={state.refreshing}>
      {/* Filters apply as they change; the submit button is the form's explicit action (H32) and, before the script runs, sends the same query the page reads. */}
      <form className={styles.filters} aria-label={t('filters.label')} method="get" onSubmit={(event) => event.preventDefault()}>
        <label className={styles.field} htmlFor={`${id}-region`}>
          <span>{t('filters.region')}</span>
          <select className={ui.select} id={`${id}-region`} name="region" value={filters.region} onChange={(event) => setFilters({ ...filters, region: event.target.value })}>
            <option value={ALL}>{t('filters.allRegions')}</option>
            {regionOptions(jobs).map((region) => (
              <option key={region} value={region}>
                {regionLabel(t, region)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={`${id}-team`}>
          <span>{t('filters.team')}</span>
          <select className={ui.select} id={`${id}-team`} name="team" value={filters.team} onChange={(event) => setFilters({ ...filters, team: event.target.value })}>
            <option value={ALL}>{t('filters.allTeams')}</option>
            {teamOptions().map((team) => (
              <option key={team} value={team}>
                {teamLabel(t, team)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`button button--primary button--small ${styles.filterSubmit}`}>
          {t('filters.apply')}
        </button>
        <p className={styles.count} role="status">
          {shown.length > 0 ? t('filters.count', { count: shown.length }) : ''}
        </p>
      </form>
      {shown.length > 0 ? (
        // Each job is found on its own page; listing them here too would make /careers match every word of theirs.
        <ul className={cx(ui.grid, styles.list)} data-pagefind-ignore="">
          {shown.map((job) => (
            <JobRow key={job.id} job={job} today={today} />
          ))}
        </ul>
      ) : (
        <div className={ui.empty} data-jobs-empty="">
          <Mail size={28} aria-hidden="true" />
          {/* "No position matches these filters" only when a filter is set; otherwise there are simply none. */}
          <p className={styles.stateTitle}>{t(hasFilters(filters) ? 'list.empty' : 'list.none')}</p>
          <p>
            <EmptyMailbox />
          </p>
        </div>
      )}
    </div>
  );
}

/** "Write to us at jobs@…": the address is a mailto link inside the translated sentence. */
function EmptyMailbox() {
  const { t } = useTranslation('careers');
  const marker = '\u0000';
  const [before, after] = t('list.emptyMailbox', { mailbox: marker }).split(marker);
  return (
    <>
      {before}
      <a href={`mailto:${site.mailboxes.jobs}`}>{site.mailboxes.jobs}</a>
      {after}
    </>
  );
}
