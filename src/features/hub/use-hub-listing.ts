import type { ArticleCard } from '../../content/page-data/types';
import { listArticles, LIST_PAGE_SIZE, type SortOrder } from '../../components/article-listing/list-articles';
import { newestFirst } from '../../lib/dates/calendar';

export const HUB_PAGE_SIZE = LIST_PAGE_SIZE;

/** The hub's newest post leads as the hero; the rest form the sortable, paginated grid. */
export function splitHero(posts: readonly ArticleCard[]): { hero: ArticleCard | null; rest: ArticleCard[] } {
  const byDate = [...posts].sort(newestFirst);
  const [hero, ...rest] = byDate;
  return { hero: hero ?? null, rest };
}

/** Pure listing logic of the hub (spec 000 sections 2, 4 and 9), testable without React. */
export function hubListing(posts: readonly ArticleCard[], sort: SortOrder, category: string, page: number) {
  const { hero, rest } = splitHero(posts);
  return { hero, ...listArticles(rest, { sort, category, page }) };
}
