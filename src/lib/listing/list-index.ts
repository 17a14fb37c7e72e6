import type { ArticleCard } from '../../content/page-data/types';
import type { LocaleKey } from '../i18n/locales';

/** The lists whose pages are prerendered six cards at a time, with an index for sort and filter. */
export type ListSection = 'hub' | 'newsroom';

/** Cards in an index keep the grid's excerpt length: the hero's longer one comes with the page. */
export const INDEX_EXCERPT_LIMIT = 150;

/**
 * Where the browser finds every card of a list in a page language: written by staging and
 * development builds only, for the staging host's preview overlay (and served by the dev server);
 * elsewhere sort and filter read the list's search index (list-search.ts). British English reads
 * the English file: the texts are the same.
 */
export function listIndexPath(section: ListSection, locale: LocaleKey): string {
  return `/assets/lists/${section}.${locale === 'uk' ? 'en' : locale}.json`;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The cards of an index file, or null when it is not one. Entries that are not cards are dropped,
 * so a damaged or stale file shows what it can instead of breaking the list.
 */
export function parseListIndex(value: unknown): ArticleCard[] | null {
  const cards = (value as { cards?: unknown } | null)?.cards;
  if (!Array.isArray(cards)) return null;
  return cards.filter((card): card is ArticleCard => {
    const c = card as Partial<ArticleCard> | null;
    return Boolean(c) && isText(c?.id) && isText(c?.title) && isText(c?.date) && isText(c?.excerpt) && isText(c?.lang) && Array.isArray(c?.categories) && c.categories.every(isText);
  });
}
