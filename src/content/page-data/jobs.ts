import { findById, siteContent } from './site-content';
import { metaExcerpt } from '../article/excerpt';
import { htmlToText } from '../article/plain-text';
import { processArticleHtml } from '../article/process-article';
import { applyUrl } from '../jobs/apply-url';
import { prepareJobDescription } from '../jobs/job-description';
import { byNewest, toJobListing, type JobListing } from '../jobs/job-listing';
import type { JobPageData } from './types';
import { isoDay } from '../../lib/dates/calendar';
import { itemLanguages, localizeItem } from '../translations';
import type { LocaleKey } from '../../lib/i18n/locales';

/** The date the build runs, as YYYY-MM-DD (UTC). */
export const buildDate = (now = new Date()): string => isoDay(now);

const listings = new Map<LocaleKey, JobListing[]>();

/** Every valid job (the content layer already dropped the others), newest first, titles in the page language where translated. */
export function validJobs(locale: LocaleKey): JobListing[] {
  let list = listings.get(locale);
  if (!list) {
    list = siteContent().jobs.map((job) => toJobListing(localizeItem(job, locale))).sort(byNewest);
    listings.set(locale, list);
  }
  return list;
}

export function jobPage(id: string | undefined, locale: LocaleKey): JobPageData | null {
  const original = findById(siteContent().jobs, (j) => j.referencenumber, id);
  if (!original) return null;
  const job = localizeItem(original, locale);
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
      // The job's own closing date; without one the posting states no end (never one made up from the build day).
      validThrough: job.date.end ?? null,
      languages: itemLanguages(original),
      ...(original.search === false && { inSearch: false as const }),
    },
    others: validJobs(locale).filter((other) => other.id !== job.referencenumber),
    builtOn,
  };
}
