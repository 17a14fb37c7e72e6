import { useMemo, useState } from 'react';
import type { ArticleCard } from '../../content/page-data/types';
import { listArticles, type SortOrder } from './list-articles';

/** Newest first, all categories, page 1: the prerendered state. Changing sort or category returns to page 1. */
export function useArticleListing(cards: readonly ArticleCard[]) {
  const [sort, setSortState] = useState<SortOrder>('desc');
  const [category, setCategoryState] = useState('all');
  const [page, setPage] = useState(1);
  const listing = useMemo(() => listArticles(cards, { sort, category, page }), [cards, sort, category, page]);
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
