import { findById, siteContent } from './site-content';
import { metaExcerpt } from '../article/excerpt';
import { htmlToText } from '../article/plain-text';
import { processArticleHtml } from '../article/process-article';
import { applyUrl } from '../jobs/apply-url';
import { prepareJobDescription } from '../jobs/job-description';
import { byNewest, toJobListing, type JobListing } from '../jobs/job-listing';
import type { JobPageData } from './types';
import { isoDay, oneMonthAfter } from '../../lib/dates/calendar';

/** The date the build runs, as YYYY-MM-DD (UTC). */
export const buildDate = (now = new Date()): string => isoDay(now);

let listings: JobListing[] | null = null;

/** Every valid job (the content layer already dropped the others), newest first. */
export function validJobs(): JobListing[] {
  listings ??= siteContent().jobs.map(toJobListing).sort(byNewest);
  return listings;
}

export function jobPage(id: string | undefined): JobPageData | null {
  const job = findById(siteContent().jobs, (j) => j.referencenumber, id);
  if (!job) return null;
  const builtOn = buildDate();
  const body = processArticleHtml(prepareJobDescription(job.description), { campaign: 'careers' });
  const listing = toJobListing(job);
  const text = htmlToText(body.html);
  return {
    job: {
      ...listing,
      applyUrl: applyUrl(job.url),
      excerpt: metaExcerpt({ excerpt: job.excerpt ?? (text || undefined) }),
      body,
      validThrough: job.date.end ?? oneMonthAfter(builtOn),
    },
    others: validJobs().filter((other) => other.id !== job.referencenumber),
    builtOn,
  };
}
