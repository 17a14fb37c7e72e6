import { matchPageRoute } from '../../routes/match-page-route';

/** The kinds of page search tells apart: its type filter and the label of each result. */
export const SEARCH_TYPES = ['post', 'use-case', 'newsroom', 'job', 'legal', 'page'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** What a page says about itself to the search index (PageHeadOptions.search). */
export interface SearchOptions {
  /** Topics of the item (its categories): the index's topic filter. */
  topics?: readonly string[];
}

/** The head meta that marks a page as indexed; the build's index step reads only pages that have it. */
export const SEARCH_TYPE_META = 'search-type';

const TYPE_BY_ROUTE: Record<string, SearchType> = {
  'hub-article': 'post',
  'use-case-article': 'use-case',
  'newsroom-article': 'newsroom',
  job: 'job',
  legal: 'legal',
  'legal-product': 'legal',
  'legal-cookies': 'legal',
  'legal-document': 'legal',
  'legal-product-document': 'legal',
};

/**
 * Pages that never appear in search: a list's later pages (their cards are items of their own),
 * the not-found page, the embed preview (a frame for other sites), the external-link warning, the
 * password-gated brand pages, the purchase receipt and the search page itself.
 */
const LEFT_OUT = new Set([
  'not-found',
  'hub-list-page',
  'newsroom-list-page',
  'embed-preview',
  'external-link',
  'brand-assets',
  'brand-guidelines',
  'purchase-complete',
  'search',
]);

export interface SearchEntryInput {
  /** The page's path without the language prefix. */
  path: string;
  search?: SearchOptions | false;
  /** Set on an alias (/industries/defence shows /industries/defense): the alias stays out. */
  canonicalPath?: string;
  notFound?: boolean;
  /** ISO date of the page's content: the index's date sort and the result's date. */
  contentDate?: string | null;
}

/** The type a page is indexed under, or null when it stays out of search. */
export function searchTypeOf({ path, search, canonicalPath, notFound }: SearchEntryInput): SearchType | null {
  if (search === false || notFound || canonicalPath) return null;
  const route = matchPageRoute(path);
  if (!route || LEFT_OUT.has(route.id)) return null;
  return TYPE_BY_ROUTE[route.id] ?? 'page';
}

/**
 * The head tags that put a page into the search index (Pagefind's data attributes): its type and
 * each topic as filters (one tag each: Pagefind takes one filter value per attribute, and the
 * names differ because the head keeps one meta per name), its date as sort key and result date.
 * Title and description come from the page's own og:title and description tags (pageHeadInput
 * marks them). None for a page left out.
 */
export function searchMetaTags(input: SearchEntryInput): Array<Record<string, string>> {
  const type = searchTypeOf(input);
  if (!type) return [];
  const tag: Record<string, string> = { name: SEARCH_TYPE_META, content: type, 'data-pagefind-filter': 'type[content]' };
  const date = input.contentDate?.slice(0, 10);
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    tag['data-pagefind-sort'] = `date:${date}`;
    tag['data-pagefind-meta'] = `date:${date}`;
  }
  const topics = [...new Set(input.search ? input.search.topics ?? [] : [])];
  return [tag, ...topics.map((topic, i) => ({ name: `${SEARCH_TYPE_META}-topic-${i + 1}`, content: topic, 'data-pagefind-filter': 'topic[content]' }))];
}
