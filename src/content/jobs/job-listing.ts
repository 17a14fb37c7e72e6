import { regionOrCountry } from './job-region';
import { getLocale, isLocaleKey } from '../../lib/i18n/locales';
import { byCodeUnits } from '../../lib/text-order';

const languageTag = (locale: string) => (isLocaleKey(locale) ? getLocale(locale).tag : 'en');

/** The fields of a job this module reads, as in content/jobs/jobs.json. */
export interface RawJob {
  referencenumber: string;
  title: string;
  city: string;
  country: string;
  team_code: string;
  experience?: number | string | null;
  date: { valid: boolean; posted: string; end?: string | null };
  /** Language of the title (localizeItem sets it); English when absent. */
  lang?: string;
}

/** A job as lists show it: the careers list, the about carousel and "more jobs". */
export interface JobListing {
  id: string;
  title: string;
  city: string;
  /** Country as written by the recruiting tool. */
  country: string;
  /** Region key (unitedKingdom, northAmerica, europe) or the country as written. */
  region: string;
  team: string;
  experience: number | string | null;
  posted: string;
  /** BCP 47 tag of the title: 'en' unless translated into the page's language. */
  lang: string;
}

export function toJobListing(job: RawJob): JobListing {
  return {
    id: job.referencenumber,
    title: job.title,
    city: job.city,
    country: job.country,
    region: regionOrCountry(job.country),
    team: job.team_code,
    experience: job.experience ?? null,
    posted: job.date.posted,
    lang: job.lang ?? 'en',
  };
}

/** Newest first; the reference breaks ties so the order never depends on the file's order. */
export function byNewest(a: JobListing, b: JobListing): number {
  return byCodeUnits(b.posted, a.posted) || byCodeUnits(a.id, b.id);
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The job feed the careers page re-reads in the browser (/assets/jobs/jobs.json, an object keyed
 * by reference or a list). Only jobs with date.valid === true are kept; malformed entries are
 * skipped, and anything that is not an object or a list at all is an error for the caller to show.
 */
export function parseJobFeed(feed: unknown, locale = 'en'): JobListing[] {
  if (feed === null || typeof feed !== 'object') throw new Error('The job feed is not a JSON object or list.');
  const entries = Array.isArray(feed) ? feed : Object.values(feed);
  const jobs: JobListing[] = [];
  for (const entry of entries as Array<Partial<RawJob> | null>) {
    if (!entry || typeof entry !== 'object' || entry.date?.valid !== true) continue;
    const { referencenumber, title, city, country, team_code: team } = entry;
    if (!text(referencenumber) || !text(title) || !text(city) || !text(country) || !text(team) || !text(entry.date.posted)) continue;
    const experience = typeof entry.experience === 'number' || typeof entry.experience === 'string' ? entry.experience : null;
    // The page language's translated title when the feed has one, like the build's list.
    const translated = (entry as { translations?: Record<string, { title?: unknown } | undefined> }).translations?.[locale]?.title;
    const localized = text(translated) ? { title: translated.trim(), lang: languageTag(locale) } : { title, lang: 'en' };
    jobs.push(toJobListing({ referencenumber, ...localized, city, country, team_code: team, experience, date: { valid: true, posted: entry.date.posted } }));
  }
  return jobs.sort(byNewest);
}
