import type { ArticleSection } from './types';

/** Where each section's list lives; its articles are at `{list}/{id}`. */
export const SECTION_PATHS: Record<ArticleSection, string> = {
  hub: '/hub',
  'use-cases': '/use-cases',
  newsroom: '/brand/newsroom',
};

export const articlePath = (section: ArticleSection, id: string) => `${SECTION_PATHS[section]}/${id}`;

/**
 * Spec 000 section 7: an item's oEmbed file is named by the first 8 characters of its id; a
 * translation's lives in a folder of its language, so each page announces one in its own language.
 */
export const oembedPath = (id: string, translation: string | null = null) =>
  `/assets/posts/${translation ? `${translation}/` : ''}${id.slice(0, 8)}.oembed.json`;
