import type { ArticleCard } from '../../content/page-data/types';
import { newestFirst } from '../../lib/dates/calendar';
import { categoriesOf, splitNewest } from '../../lib/listing/list-order';
import { LIST_PAGE_SIZE, pageCount } from '../../lib/listing/list-pages';

export type SortOrder = 'desc' | 'asc';

export interface ListQuery {
  sort: SortOrder;
  /** A category slug, or 'all'. */
  category: string;
  /** 1-based; clamped to the pages there are. */
  page: number;
}

/** Sort, filter and paginate cards: the pure part of the hub and newsroom lists, testable alone. */
export function listArticles(cards: readonly ArticleCard[], { sort, category, page }: ListQuery) {
  // Newest first, ties broken by id so the order never depends on the file's order.
  const byDate = [...cards].sort(newestFirst);
  const categories = categoriesOf(byDate);
  const filtered = category === 'all' ? byDate : byDate.filter((c) => c.categories.includes(category));
  const ordered = sort === 'desc' ? filtered : [...filtered].reverse();
  const pages = pageCount(ordered.length);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return {
    categories,
    total: ordered.length,
    pages,
    page: current,
    items: ordered.slice((current - 1) * LIST_PAGE_SIZE, current * LIST_PAGE_SIZE),
  };
}

/**
 * A list's view from its full index (after a sort or filter, or on the staging host): the hub's
 * newest card leads as the hero and stays out of the grid whatever the sort or filter.
 */
export function listFromIndex(cards: readonly ArticleCard[], query: ListQuery, withHero: boolean) {
  const { newest, rest } = withHero ? splitNewest(cards) : { newest: null, rest: [...cards] };
  return { hero: newest, ...listArticles(rest, query) };
}
