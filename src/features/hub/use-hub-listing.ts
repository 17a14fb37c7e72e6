import { useMemo, useState } from 'react';
import type { ArticleCard } from '../../content/page-data/types';

export type SortOrder = 'desc' | 'asc';
export const HUB_PAGE_SIZE = 6;

/** Pure listing logic (spec 000 sections 2, 4 and 9), testable without React. */
export function hubListing(posts: readonly ArticleCard[], sort: SortOrder, category: string, page: number) {
  const byDate = [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a.id.localeCompare(b.id));
  const [hero, ...rest] = byDate;
  const categories = [...new Set(rest.flatMap((p) => p.categories))].sort((a, b) => a.localeCompare(b));
  const filtered = category === 'all' ? rest : rest.filter((p) => p.categories.includes(category));
  const ordered = sort === 'desc' ? filtered : [...filtered].reverse();
  const pages = Math.max(1, Math.ceil(ordered.length / HUB_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  return {
    hero: hero ?? null,
    categories,
    total: ordered.length,
    pages,
    page: current,
    items: ordered.slice((current - 1) * HUB_PAGE_SIZE, current * HUB_PAGE_SIZE),
  };
}

/** Newest first, all topics, page 1: the prerendered state. Changing sort or topic returns to page 1. */
export function useHubListing(posts: readonly ArticleCard[]) {
  const [sort, setSortState] = useState<SortOrder>('desc');
  const [category, setCategoryState] = useState('all');
  const [page, setPage] = useState(1);
  const listing = useMemo(() => hubListing(posts, sort, category, page), [posts, sort, category, page]);
  return {
    ...listing,
    sort,
    category,
    setSort: (value: SortOrder) => {
      setSortState(value);
      setPage(1);
    },
    setCategory: (value: string) => {
      setCategoryState(value);
      setPage(1);
    },
    setPage,
  };
}
