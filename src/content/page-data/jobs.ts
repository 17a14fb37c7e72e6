import { findById, siteContent } from './site-content';
import { metaExcerpt } from '../article/excerpt';
import { htmlToText } from '../article/plain-text';
import { processArticleHtml } from '../article/process-article';
import { applyUrl } from '../jobs/apply-url';
import { prepareJobDescription } from '../jobs/job-description';
import { byNewest, toJobListing, type JobListing } from '../jobs/job-listing';
import type { JobPageData } from './types';

/** The date the build runs, as YYYY-MM-DD (UTC). */
export function buildDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** JobPosting validThrough when a job has no end date: one month after the build (spec 000 section 5). */
export function oneMonthAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const month = date.getUTCMonth() + 1;
  const target = new Date(Date.UTC(date.getUTCFullYear(), month, 1));
  // Clamp 31 January to the last day of February, not to early March.
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

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
