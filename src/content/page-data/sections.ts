import type { ArticleSection } from './types';

/** Where each section's list lives; its articles are at `{list}/{id}`. */
export const SECTION_PATHS: Record<ArticleSection, string> = {
  hub: '/hub',
  'use-cases': '/use-cases',
  newsroom: '/brand/newsroom',
};

export const articlePath = (section: ArticleSection, id: string) => `${SECTION_PATHS[section]}/${id}`;
