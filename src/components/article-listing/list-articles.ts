import type { ArticleCard } from '../../content/page-data/types';
import { newestFirst } from '../../lib/dates/calendar';

export type SortOrder = 'desc' | 'asc';

/** Spec 000 and 001 section 9: the hub and the newsroom both show six cards a page. */
export const LIST_PAGE_SIZE = 6;

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
  const categories = [...new Set(byDate.flatMap((c) => c.categories))].sort((a, b) => a.localeCompare(b));
  const filtered = category === 'all' ? byDate : byDate.filter((c) => c.categories.includes(category));
  const ordered = sort === 'desc' ? filtered : [...filtered].reverse();
  const pages = Math.max(1, Math.ceil(ordered.length / LIST_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return {
    categories,
    total: ordered.length,
    pages,
    page: current,
    items: ordered.slice((current - 1) * LIST_PAGE_SIZE, current * LIST_PAGE_SIZE),
  };
}
