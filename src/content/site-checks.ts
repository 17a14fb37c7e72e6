import type { ContentProblem } from './content-error';
import { formatJsonPath } from './content-error';
import { contentIdLists, type ContentIdList } from './content-ids';
import type { Content } from './content-types';
import type { Loaded } from './load-entries';
import { decodeDescription } from './article/decode-description';
import { longTitleWarning } from './field-limits';
import { isDraft } from './drafts';
import { checkBodies, type BodySource } from './links/check-bodies';
import { checkLegalLinks } from './links/check-legal-links';
import type { LegalDocument } from './legal/legal-schema';
import type { SiteIndex } from './links/site-paths';
import { timeOf } from '../lib/dates/calendar';

interface Article {
  id: string;
  title: string;
  date: string;
  description?: string;
  draft?: boolean;
  translations?: Partial<Record<string, { title: string; description?: string } | undefined>>;
}

interface Job {
  referencenumber: string;
  title: string;
  description: string;
  translations?: Article['translations'];
}

/** One list of the site's items: what was loaded (drafts included) and what this build publishes. */
export interface CheckedList<T> {
  file: string;
  list: ContentIdList;
  campaign: string;
  loaded: Loaded<T>;
}

export interface SiteCheckInput {
  blog: CheckedList<Article>;
  staging: CheckedList<Article>;
  useCases: CheckedList<Article>;
  newsroom: CheckedList<Article>;
  jobs: CheckedList<Job>;
  /** The items as this build publishes them (drafts left out unless built, staging overlay applied). */
  published: Pick<Content, 'blog' | 'useCases' | 'newsroom' | 'jobs'>;
  publicDir: string;
  /** Whether this build publishes the staging previews (whose links are then checked too). */
  stagingBuilt: boolean;
  /** The moment dates are compared with (tests fix it). */
  now?: number;
  /** The legal documents, whose `[words](/path)` links are checked like article links. */
  legal?: readonly LegalDocument[];
}

/** Warnings for titles that search results cut, and for articles dated in the future. */
function itemWarnings(input: CheckedList<Article> | CheckedList<Job>, now: number): ContentProblem[] {
  const warnings: ContentProblem[] = [];
  input.loaded.items.forEach((item, index) => {
    const at = input.loaded.sources[index] ?? [index];
    const titles: Array<[PropertyKey[], string]> = [[['title'], item.title]];
    for (const [lang, translation] of Object.entries(item.translations ?? {})) if (translation) titles.push([['translations', lang, 'title'], translation.title]);
    for (const [path, title] of titles) {
      const warning = longTitleWarning(title);
      if (warning) warnings.push({ file: input.file, path: formatJsonPath([...at, ...path]), message: warning });
    }
    const date = (item as Article).date;
    // A day ahead, so a post dated today in another time zone is not flagged.
    if (typeof date === 'string' && !isDraft(item) && timeOf(date) > now + 86_400_000) {
      warnings.push({
        file: input.file,
        path: formatJsonPath([...at, 'date']),
        message: `${date} is in the future, but the site has no scheduling: the entry is published with the next build and listed first. To hold it back, set "draft": true`,
      });
    }
  });
  return warnings;
}

function bodySources(input: CheckedList<Article> | CheckedList<Job>): BodySource[] {
  return input.loaded.items.flatMap((item, index) => {
    const at = input.loaded.sources[index] ?? [index];
    const id = 'referencenumber' in item ? item.referencenumber : item.id;
    const base = { file: input.file, list: input.list, id, campaign: input.campaign };
    return [
      { ...base, path: [...at, 'description'], value: item.description, locale: 'en' },
      ...Object.entries(item.translations ?? {}).map(([lang, translation]) => ({ ...base, path: [...at, 'translations', lang, 'description'], value: translation?.description, locale: lang })),
    ];
  });
}

/**
 * The checks that need the whole site: every internal link of every body against the pages this
 * build makes, what the sanitiser removes, long titles and future dates. Drafts are checked like
 * any entry; a link from a published item to a draft fails where drafts are not built.
 */
export function siteChecks(input: SiteCheckInput): { problems: ContentProblem[]; warnings: ContentProblem[] } {
  const lists = [input.blog, input.staging, input.useCases, input.newsroom, input.jobs] as const;
  const published = contentIdLists(input.published as Content);
  const ids = Object.fromEntries(Object.entries(published).map(([key, values]) => [key, new Set(values)])) as unknown as SiteIndex['ids'];
  const drafts: SiteIndex['drafts'] = {};
  for (const list of [input.blog, input.useCases, input.newsroom]) {
    const left = list.loaded.items.filter((item) => isDraft(item) && !ids[list.list].has(item.id)).map((item) => item.id);
    if (left.length) drafts[list.list] = new Set(left);
  }
  const index: SiteIndex = { ids, drafts, publicDir: input.publicDir };

  const byId = new Map<string, Article | Job>();
  for (const list of lists) for (const item of list.loaded.items) byId.set(`${list.list}\u0000${'referencenumber' in item ? item.referencenumber : item.id}`, item);
  // Staging previews replace blog posts on the staging site: the published blog list says which one is shown.
  for (const post of input.published.blog) byId.set(`blog\u0000${post.id}`, post as Article);
  const bodyOf = (list: ContentIdList, id: string, locale: string) => {
    const item = byId.get(`${list}\u0000${id}`);
    if (!item) return undefined;
    const text = item.translations?.[locale]?.description ?? item.description;
    const decoded = decodeDescription(text);
    return decoded.ok ? decoded.html : undefined;
  };

  // Staging previews are only published by the staging site, where their links are checked too.
  const bodies = lists.filter((list) => list !== input.staging || input.stagingBuilt).flatMap(bodySources);
  const checked = checkBodies(bodies, index, bodyOf);
  const now = input.now ?? Date.now();
  return {
    problems: [...checked.problems, ...checkLegalLinks(input.legal ?? [], index)],
    warnings: [...checked.warnings, ...lists.flatMap((list) => itemWarnings(list, now))],
  };
}
