import { ExternalLink, MapPin } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { JobPageData } from '../../content/page-data/types';
import { cityLabel, countryLabel } from '../../lib/i18n/job-labels';
import styles from './careers.module.css';

/**
 * Where the job is and Apply, in the hero on phones only: there the facts card follows the
 * description (text first), and nobody should have to scroll the whole description to apply.
 */
export function JobHeroFacts({ job }: { job: JobPageData['job'] }) {
  const { t } = useTranslation('careers');
  return (
    <div className={styles.heroFacts} data-job-hero-facts="">
      <p className={styles.heroPlace}>
        <MapPin size={16} aria-hidden="true" />
        {cityLabel(t, job.city)}, {countryLabel(t, job.country)}
      </p>
      {job.applyUrl && (
        <a className="button button--primary button--small" href={job.applyUrl} target="_blank" rel="noopener noreferrer">
          {t('job.apply')}
          <ExternalLink size={16} aria-hidden="true" />
          <span className="visually-hidden">({t('job.applyNote')})</span>
        </a>
      )}
    </div>
  );
}
