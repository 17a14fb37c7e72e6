import { Navigate, useLoaderData } from 'react-router-dom';
import { useTranslation } from '../lib/i18n/use-translation';
import type { JobPageData } from '../content/page-data/types';
import { jobImagePath, jobOembedPath } from '../content/jobs/job-paths';
import { usePageHead } from '../lib/head/use-page-head';
import { useCanonicalUrl } from '../lib/head/use-canonical-url';
import { useLocalizeHref } from '../lib/i18n/use-locale';
import { JobView } from '../features/careers/job-view';
import { jobPostingJsonLd } from '../features/careers/job-posting';
import { cityLabel, countryLabel } from '../lib/i18n/job-labels';

function Job({ data }: { data: JobPageData }) {
  const { t } = useTranslation('careers');
  const { job } = data;
  const localizeHref = useLocalizeHref();
  // The posting's url is the page's canonical: the English page on an untranslated language copy.
  const canonical = useCanonicalUrl({ contentLanguages: job.languages });
  usePageHead({
    title: job.title,
    description: t('job.metaDescription', { title: job.title, city: cityLabel(t, job.city), country: countryLabel(t, job.country), excerpt: job.excerpt }).trim(),
    image: { url: jobImagePath(job.id), width: 1200, height: 630, type: 'image/png', alt: job.title },
    // A translated job has its own oEmbed file in its language's folder.
    oembed: job.lang === 'en' ? jobOembedPath(job.id) : localizeHref(jobOembedPath(job.id)),
    jsonLd: [jobPostingJsonLd(job, canonical)],
    contentLanguages: job.languages,
    // Jobs carry no edit date: the posting date is when their content last changed.
    contentDate: job.posted,
    search: job.inSearch === false ? false : { topics: [job.team] },
  });
  return <JobView data={data} />;
}

/** An unknown or invalid job id goes to /careers in the same language (spec 000 section 2). */
export default function JobPage() {
  const data = useLoaderData() as JobPageData | null;
  const localize = useLocalizeHref();
  return data ? <Job data={data} /> : <Navigate to={localize('/careers')} replace />;
}
