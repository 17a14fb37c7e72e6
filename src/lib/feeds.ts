import type { ArticleSection } from '../content/page-data/types';

/** Root-relative path of the hub's RSS 2.0 feed (written at build by scripts/build/content-outputs.ts). */
export const HUB_FEED = '/hub/feed.xml';
/** The newsroom's RSS 2.0 feed (DESIGN.md: feeds for the hub and the newsroom). */
export const NEWSROOM_FEED = '/brand/newsroom/feed.xml';

/** The feed each article section announces in its pages' heads, with the i18n key of its title. */
export const SECTION_FEEDS: Record<ArticleSection, { href: string; titleKey: string } | null> = {
  hub: { href: HUB_FEED, titleKey: 'hub:feed' },
  'use-cases': null,
  newsroom: { href: NEWSROOM_FEED, titleKey: 'brand:newsroom.feed' },
};

/**
 * The feeds a page of a section announces: the English feed, and before it the page language's
 * own feed when that language has translated items (content-outputs writes it under the prefix).
 */
export function sectionFeeds(section: ArticleSection, locale: { key: string; prefix: string }, translated: Readonly<Record<'hub' | 'newsroom', readonly string[]>>) {
  const feed = SECTION_FEEDS[section];
  if (!feed) return [];
  const own = locale.prefix !== '' && translated[section === 'newsroom' ? 'newsroom' : 'hub'].includes(locale.key);
  const english = { href: feed.href, titleKey: feed.titleKey, inEnglish: own };
  return own ? [{ href: `/${locale.prefix}${feed.href}`, titleKey: feed.titleKey, inEnglish: false }, english] : [english];
}
