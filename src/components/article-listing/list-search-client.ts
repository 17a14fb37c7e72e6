import type { ArticleCard } from '../../content/page-data/types';
import type { LocaleKey } from '../../lib/i18n/locales';
import type { ListSection } from '../../lib/listing/list-index';
import { LIST_PAGE_SIZE, pageCount } from '../../lib/listing/list-pages';
import { cardFromMeta, LIST_FILTER, listSearchLanguage, listSearchUrl, listSort } from '../../lib/listing/list-search';
import type { ListQuery } from './list-articles';

/** What the list uses of Pagefind's browser API: a search without words, by filter and sort. */
export interface ListPagefind {
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  search: (
    term: null,
    options: { filters?: Record<string, string>; sort?: Record<string, 'asc' | 'desc'> },
  ) => Promise<{ results: Array<{ id: string; data: () => Promise<{ meta: Record<string, string | undefined> }> }> } | null>;
}

/** One page of a sorted, filtered list, as the listing shows it. */
export interface ListView {
  total: number;
  pages: number;
  page: number;
  items: ArticleCard[];
}

/**
 * One page of the list from its index: the search answers with every matching record's id (the
 * filter and sort data only), and only the shown page's cards are loaded (a fragment each).
 */
export async function queryListIndex(pagefind: ListPagefind, { sort, category, page }: ListQuery): Promise<ListView> {
  const found = await pagefind.search(null, { filters: category === 'all' ? {} : { [LIST_FILTER]: category }, sort: listSort(sort) });
  const results = found?.results ?? [];
  const pages = pageCount(results.length);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const shown = results.slice((current - 1) * LIST_PAGE_SIZE, current * LIST_PAGE_SIZE);
  const items = (await Promise.all(shown.map(async (result) => cardFromMeta((await result.data()).meta)))).filter((card): card is ArticleCard => card !== null);
  // A damaged fragment would leave a hole in the page: fail, so the listing says so and keeps its own cards.
  if (items.length !== shown.length) throw new Error('a card of the list index is not a card');
  return { total: results.length, pages, page: current, items };
}

/**
 * Each list's index code, started for one language. Pagefind reads the document's <html lang> when
 * it starts (en-GB falls back to the en records): a new page language starts it again.
 */
const started = new Map<ListSection, { language: string; module: Promise<ListPagefind> }>();

function listPagefind(section: ListSection, language: string): Promise<ListPagefind> {
  const current = started.get(section);
  if (current?.language === language) return current.module;
  const previous = current?.module;
  const module = (async () => {
    if (previous) await (await previous).destroy().catch(() => undefined);
    const m = (await import(/* @vite-ignore */ listSearchUrl(section))) as ListPagefind;
    await m.init();
    return m;
  })();
  started.set(section, { language, module });
  // A failed start (offline, a redeploy) is tried again by the next query.
  module.catch(() => {
    if (started.get(section)?.module === module) started.delete(section);
  });
  return module;
}

/** One page of `section`'s list in a page language, loading the list's index code on first use. */
export async function queryList(section: ListSection, locale: LocaleKey, query: ListQuery): Promise<ListView> {
  return queryListIndex(await listPagefind(section, listSearchLanguage(locale)), query);
}
