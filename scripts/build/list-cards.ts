import type { Content } from '../../src/content/content-types';
import { toCard } from '../../src/content/page-data/cards';
import type { ArticleCard } from '../../src/content/page-data/types';
import { truncate } from '../../src/content/article/plain-text';
import { localizeItem, TRANSLATABLE_LOCALES } from '../../src/content/translations';
import { INDEX_EXCERPT_LIMIT, type ListSection } from '../../src/lib/listing/list-index';
import type { LocaleKey } from '../../src/lib/i18n/locales';

/** The lists the browser sorts and filters, and their entries. */
export function listSections(content: Content): Array<[ListSection, ReadonlyArray<Content['blog'][number]>]> {
  return [
    ['hub', content.blog],
    ['newsroom', content.newsroom as unknown as ReadonlyArray<Content['blog'][number]>],
  ];
}

/** Page languages whose lists differ: British English shows the English cards. */
export const LIST_LOCALES: readonly LocaleKey[] = ['en', ...TRANSLATABLE_LOCALES];

/**
 * Every card of a list in a page language, in content order: an item's translation under its
 * language, else the English text, the excerpt cut to the grid's length.
 */
export function listCards(section: ListSection, entries: ReadonlyArray<Content['blog'][number]>, locale: LocaleKey): ArticleCard[] {
  return entries.map((entry) => {
    const card = toCard(section, localizeItem(entry, locale));
    return { ...card, excerpt: truncate(card.excerpt, INDEX_EXCERPT_LIMIT) };
  });
}
