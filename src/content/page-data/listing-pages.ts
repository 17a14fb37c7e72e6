import { categoriesOf, splitNewest } from '../../lib/listing/list-order';
import { LIST_PAGE_SIZE, pageCount, pageFromParam } from '../../lib/listing/list-pages';
import type { ArticleCard, ListingPageData } from './types';

interface Ordered<T> {
  hero: T | null;
  grid: T[];
  categories: string[];
}

/**
 * Each list sorted once per build: thousands of listing pages read the same order, and each
 * turns only its own six entries into cards, so a page costs the same at 100 or 10,000 posts.
 */
const orders = { hero: new WeakMap<object, Ordered<unknown>>(), plain: new WeakMap<object, Ordered<unknown>>() };

function ordered<T extends { id: string; date: string; categories?: string[] }>(entries: readonly T[], withHero: boolean): Ordered<T> {
  const cache = withHero ? orders.hero : orders.plain;
  let order = cache.get(entries) as Ordered<T> | undefined;
  if (!order) {
    const { newest, rest } = splitNewest(entries);
    order = withHero ? { hero: newest, grid: rest, categories: categoriesOf(rest) } : { hero: null, grid: newest ? [newest, ...rest] : [], categories: categoriesOf(entries) };
    cache.set(entries, order as Ordered<unknown>);
  }
  return order;
}

/** The number of grid pages a list has (the hub's hero is not in its grid). */
export function listPageCount(entries: readonly unknown[], withHero: boolean): number {
  return pageCount(Math.max(0, entries.length - (withHero && entries.length > 0 ? 1 : 0)));
}

/**
 * One prerendered page of the hub or the newsroom: its own six cards, the hero (hub), and what
 * the controls need (total, page count, categories). Null for a page number that does not exist.
 */
export function listingPage<T extends { id: string; date: string; categories?: string[] }>(
  entries: readonly T[],
  param: string | undefined,
  toCard: (entry: T) => ArticleCard,
  { withHero }: { withHero: boolean },
): ListingPageData | null {
  const order = ordered(entries, withHero);
  const pages = pageCount(order.grid.length);
  const page = pageFromParam(param, pages);
  if (page === null) return null;
  return {
    hero: order.hero ? toCard(order.hero) : null,
    cards: order.grid.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE).map(toCard),
    page,
    pages,
    total: order.grid.length,
    categories: order.categories,
  };
}
