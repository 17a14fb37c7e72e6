import { SEARCH_TYPES, type SearchType } from '../../lib/search/search-entry';

/** Longer queries are cut: nobody types more, and a crafted URL must not make the index work hard. */
export const MAX_QUERY_LENGTH = 120;

export interface SearchQuery {
  q: string;
  type: SearchType | null;
}

/** Reads `?q=&type=` from a location's search string; anything malformed reads as no query. */
export function parseSearchQuery(search: string): SearchQuery {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { q: '', type: null };
  }
  // Control characters (a pasted NUL, a stray newline) are spaces: they never match anything.
  const q = (params.get('q') ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  const type = params.get('type');
  return { q, type: SEARCH_TYPES.includes(type as SearchType) ? (type as SearchType) : null };
}

/** The search string of a query's shareable URL (the search page's), empty for no query. */
export function searchQueryString({ q, type }: SearchQuery): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (type) params.set('type', type);
  const text = params.toString();
  return text ? `?${text}` : '';
}
