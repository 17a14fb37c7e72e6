import type { ArticleCard } from '../../content/page-data/types';
import { getLocale, type LocaleKey } from '../i18n/locales';
import { localizeHref } from '../i18n/localize-path';
import { articlePath } from '../../content/page-data/sections';
import type { ListSection } from './list-index';

/**
 * The hub's and the newsroom's sort and filter run on a Pagefind index of their own, one per list
 * (docs/architecture.md, "Search"): a record per grid card, its category as the filter, its place
 * in the newest-first order as the sort key and the card itself as metadata. The site search's
 * index holds whole pages of every kind; a list's holds only what its cards need, so a first
 * filter fetches the list's filter and sort data and the six shown cards, never every card.
 */
export const LIST_SEARCH_DIR = 'pagefind-lists';

/** Where the browser loads a list's index code; its files sit beside it. */
export function listSearchUrl(section: ListSection): string {
  return `/${LIST_SEARCH_DIR}/${section}/pagefind.js`;
}

/**
 * The index language a page language reads: its html lang, in Pagefind's lower case. British
 * English reads the English records (the cards are the same), so the index holds five languages.
 */
export function listSearchLanguage(locale: LocaleKey): string {
  return locale === 'uk' ? 'en' : getLocale(locale).tag.toLowerCase();
}

/** The filter a card's categories are under, and the sort key of its place in the list. */
export const LIST_FILTER = 'category';
export const LIST_SORT = 'rank';

/** Pagefind compares sort values as text unless all are numbers: padding keeps both readings equal. */
const rankKey = (rank: number) => String(rank).padStart(6, '0');

/** Query for one order of the list: rank 0 is the newest card, and "oldest first" is its exact reverse. */
export function listSort(order: 'desc' | 'asc'): Record<string, 'asc' | 'desc'> {
  return { [LIST_SORT]: order === 'desc' ? 'asc' : 'desc' };
}

export interface ListRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sort: Record<string, string>;
}

/**
 * The index record of the card at `rank` (0 = newest) of a list's grid. Its content is only the
 * title (the list never searches words); the whole card rides in its metadata, so a shown card
 * needs one small fragment. `url`, the card's page in the page language, keeps each language's
 * record apart (Pagefind keeps one record per URL); the card builds its own link.
 */
export function listRecord(card: ArticleCard, rank: number, locale: LocaleKey): ListRecord {
  return {
    url: localizeHref(articlePath(card.section, card.id), locale),
    content: card.title,
    language: listSearchLanguage(locale),
    meta: { title: card.title, card: JSON.stringify(card) },
    filters: { [LIST_FILTER]: card.categories },
    sort: { [LIST_SORT]: rankKey(rank) },
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A card from a record's metadata, or null when it is not one (a stale or damaged fragment). */
export function cardFromMeta(meta: Record<string, string | undefined>): ArticleCard | null {
  let card: Partial<ArticleCard> | null;
  try {
    card = JSON.parse(meta.card ?? 'null') as Partial<ArticleCard> | null;
  } catch {
    return null;
  }
  const ok = Boolean(card) && isText(card?.id) && isText(card?.title) && isText(card?.date) && isText(card?.excerpt) && isText(card?.lang) && Array.isArray(card?.categories) && card.categories.every(isText);
  return ok ? (card as ArticleCard) : null;
}
