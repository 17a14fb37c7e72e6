import type { SearchType } from '../../lib/search/search-entry';

/** What the site uses of Pagefind's browser API (/pagefind/pagefind.js, written by the build). */
interface PagefindModule {
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<{ results: Array<{ id: string; data: () => Promise<PagefindData> }> } | null>;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

export interface SearchHit {
  id: string;
  url: string;
  title: string;
  /** Pagefind's excerpt HTML: render with excerptParts (safe-excerpt.ts) only. */
  excerpt: string;
  type: string;
  date: string | null;
}

export interface SearchAnswer {
  total: number;
  hits: SearchHit[];
}

/** Built by scripts/build/search-index.ts; loaded only when a visitor searches. */
const PAGEFIND_URL = '/pagefind/pagefind.js';

let loaded: { lang: string; module: Promise<PagefindModule> } | null = null;

/** Each result's fragment is fetched once per language: showing more results fetches only the new ones. */
const hitsById = new Map<string, Promise<SearchHit>>();

/** Pagefind picks the index of the document's language when it starts: a new language starts it again. */
function pagefind(): Promise<PagefindModule> {
  const lang = document.documentElement.lang;
  if (loaded?.lang === lang) return loaded.module;
  const previous = loaded?.module;
  const module = (async () => {
    if (previous) await (await previous).destroy();
    hitsById.clear();
    const m = (await import(/* @vite-ignore */ PAGEFIND_URL)) as PagefindModule;
    await m.init();
    return m;
  })();
  loaded = { lang, module };
  // A failed load (offline, a redeploy) is tried again on the next search.
  module.catch(() => {
    if (loaded?.module === module) loaded = null;
  });
  return module;
}

/** Starts loading the index's code (the visitor is heading for search). */
export function prefetchSearch(): void {
  void pagefind().catch(() => undefined);
}

async function hitOf(result: { id: string; data: () => Promise<PagefindData> }): Promise<SearchHit> {
  const data = await result.data();
  return {
    id: result.id,
    url: data.url,
    title: data.meta.title ?? data.url,
    excerpt: data.excerpt,
    type: data.filters.type?.[0] ?? 'page',
    date: data.meta.date ?? null,
  };
}

/**
 * The first `limit` results for a query, with the total; `type` narrows to one type. Only the
 * shown results' fragments are fetched, each once: a larger `limit` adds the next ones.
 */
export async function runSearch(q: string, type: SearchType | null, limit: number): Promise<SearchAnswer> {
  const m = await pagefind();
  const found = await m.search(q, type ? { filters: { type } } : {});
  const results = found?.results ?? [];
  const hits = await Promise.all(
    results.slice(0, limit).map((result) => {
      let hit = hitsById.get(result.id);
      if (!hit) {
        hit = hitOf(result);
        hitsById.set(result.id, hit);
        // A fragment that failed (offline) is fetched again next time.
        hit.catch(() => hitsById.delete(result.id));
      }
      return hit;
    }),
  );
  return { total: results.length, hits };
}
