/**
 * Structured data checked against what the page is and what the content says, beyond the rules
 * of each type (structured-data-rules.ts): the URL a block names is the page's canonical; a
 * JobPosting's closing date and remote flag are the job's own (content/jobs/jobs.json); an
 * author's url leads to a page of the site (and the card on it); the content date the sitemap
 * reads (og:updated_time) is the article's dateModified or the job's datePosted; a learning
 * session's page has its Event; the last breadcrumb is the page's canonical.
 */
import { site } from '../../src/config/site';
import { loadJobs } from '../../src/content/jobs/load-jobs';
import { isRemoteJob } from '../../src/content/jobs/remote';
import type { Job } from '../../src/content/jobs/job-schema';
import { resolveContentDir } from '../../src/content/load-content';
import { timeOf, withTimeZone } from '../../src/lib/dates/calendar';
import { matchPageRoute } from '../../src/routes/match-page-route';

type Json = Record<string, unknown>;

/** What the rules need to know of another page of the build. */
export interface LinkedPage {
  ids: Set<string>;
}

export interface PageStructuredData {
  urlPath: string;
  canonical: string;
  /** The page's og:updated_time, or null. */
  updated: string | null;
  blocks: Json[];
}

/** Jobs by reference number, as the build read them. */
export function contentJobs(contentDir = resolveContentDir()): Map<string, Job> {
  return new Map(loadJobs(contentDir).items.map((job) => [job.referencenumber, job]));
}

const OWN_URL_TYPES = new Set(['JobPosting', 'BlogPosting', 'NewsArticle', 'Event']);

function jobProblems(block: Json, jobs: ReadonlyMap<string, Job>): string[] {
  const id = String((block.identifier as Json | undefined)?.value ?? '');
  const job = jobs.get(id);
  // A job the loader does not list as valid (a draft on a staging build) has nothing to compare with.
  if (!job) return [];
  const out: string[] = [];
  const end = job.date.end ? withTimeZone(job.date.end, { endOfDay: true }) : undefined;
  if (block.validThrough !== end) {
    out.push(
      end
        ? `JobPosting validThrough is ${JSON.stringify(block.validThrough)}; the job's date.end says ${end}`
        : `JobPosting validThrough is ${JSON.stringify(block.validThrough)}, but the job has no date.end: it must be absent`,
    );
  }
  if (isRemoteJob(job) && block.jobLocationType !== 'TELECOMMUTE') out.push(`job ${id} is remote (city "${job.city}") but its JobPosting is not jobLocationType TELECOMMUTE`);
  if (!isRemoteJob(job) && block.jobLocationType === 'TELECOMMUTE') out.push(`job ${id} is in ${job.city} but its JobPosting says TELECOMMUTE`);
  return out;
}

function authorProblems(block: Json, pageFor: (url: string) => LinkedPage | null): string[] {
  const authors = (Array.isArray(block.author) ? block.author : [block.author]) as Array<Json | undefined>;
  const out: string[] = [];
  for (const author of authors) {
    const url = author?.['@type'] === 'Person' && typeof author.url === 'string' ? author.url : null;
    if (!url?.startsWith(site.origin)) continue;
    const [address, fragment] = url.split('#') as [string, string | undefined];
    const target = pageFor(address);
    if (!target) out.push(`author ${String(author?.name)} has url ${url}, which is no page of the site`);
    else if (fragment && !target.ids.has(fragment)) out.push(`author ${String(author?.name)} has url ${url}, but that page has no element with id "${fragment}"`);
  }
  return out;
}

/** The content date a block states: an article's last change, a job's posting. */
function statedDate(block: Json): { date: string; what: string } | null {
  if ((block['@type'] === 'BlogPosting' || block['@type'] === 'NewsArticle') && typeof block.dateModified === 'string') return { date: block.dateModified, what: `${String(block['@type'])} dateModified` };
  if (block['@type'] === 'JobPosting' && typeof block.datePosted === 'string') return { date: block.datePosted, what: 'JobPosting datePosted' };
  return null;
}

export function pageStructuredDataProblems(page: PageStructuredData, jobs: ReadonlyMap<string, Job>, pageFor: (url: string) => LinkedPage | null): string[] {
  const out: string[] = [];
  for (const block of page.blocks) {
    const type = String(block['@type']);
    if (OWN_URL_TYPES.has(type)) {
      if (block.url !== undefined && block.url !== page.canonical) out.push(`${type} url ${String(block.url)} is not the page's canonical ${page.canonical}`);
      const main = (block.mainEntityOfPage as Json | undefined)?.['@id'];
      if (main !== undefined && main !== page.canonical) out.push(`${type} mainEntityOfPage ${String(main)} is not the page's canonical ${page.canonical}`);
    }
    if (type === 'BreadcrumbList') {
      // The last crumb is the page itself: crawlers must meet the canonical there, not an alias.
      const items = Array.isArray(block.itemListElement) ? (block.itemListElement as Json[]) : [];
      const last = items.at(-1)?.item;
      if (last !== page.canonical) out.push(`BreadcrumbList ends at ${String(last)}, not at the page's canonical ${page.canonical}`);
    }
    if (type === 'JobPosting') out.push(...jobProblems(block, jobs));
    if (type === 'BlogPosting' || type === 'NewsArticle') out.push(...authorProblems(block, pageFor));
    const stated = statedDate(block);
    if (stated && (page.updated === null || timeOf(page.updated) !== timeOf(stated.date))) {
      out.push(`content date (og:updated_time, the sitemap's lastmod) is ${page.updated ?? 'missing'}; the page's ${stated.what} is ${stated.date}`);
    }
  }
  if (matchPageRoute(page.urlPath)?.id === 'learning' && !page.blocks.some((b) => b['@type'] === 'Event')) out.push('a learning session page needs its Event JSON-LD');
  return out;
}
