/**
 * The translation namespaces: one file each in every locales/<language>/ folder. The browser
 * fetches `common` (header, footer, banners, errors) with the language, and a page's own
 * namespaces with the page (route-table.ts lists them), so no page downloads every page's copy.
 */
export const NAMESPACES = [
  'common',
  'article',
  'brand',
  'careers',
  'company',
  'contact',
  'embed',
  'external',
  'home',
  'hub',
  'industries',
  'learning',
  'legal',
  'solution',
  'usecases',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** Always loaded with a language. */
export const SHELL_NAMESPACE: Namespace = 'common';

/** Module id of one language's namespace chunk (served by scripts/vite/locales-plugin.ts). */
export const localeModuleId = (key: string, ns: string) => `virtual:locale/${key}-${ns}`;
