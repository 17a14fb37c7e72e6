import { Navigate, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { JobPageData } from '../content/page-data/types';
import { site } from '../config/site';
import { jobImagePath, jobOembedPath } from '../content/jobs/job-paths';
import { usePageHead } from '../lib/head/use-page-head';
import { absoluteUrl } from '../lib/i18n/localize-path';
import { useLocalizeHref } from '../lib/i18n/use-locale';
import { JobView } from '../features/careers/job-view';
import { jobPostingJsonLd } from '../features/careers/job-posting';

function Job({ data }: { data: JobPageData }) {
  const { t } = useTranslation('careers');
  const { job } = data;
  usePageHead({
    title: job.title,
    description: t('job.metaDescription', { title: job.title, city: job.city, country: job.country, excerpt: job.excerpt }).trim(),
    image: { url: jobImagePath(job.id), width: 1200, height: 630, type: 'image/png', alt: job.title },
    oembed: jobOembedPath(job.id),
    jsonLd: [jobPostingJsonLd(job, absoluteUrl(site.origin, `/careers/job/${job.id}`))],
  });
  return <JobView data={data} />;
}

/** An unknown or invalid job id goes to /careers in the same language (spec 000 section 2). */
export default function JobPage() {
  const data = useLoaderData() as JobPageData | null;
  const localize = useLocalizeHref();
  return data ? <Job data={data} /> : <Navigate to={localize('/careers')} replace />;
}
