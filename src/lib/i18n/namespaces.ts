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
  'environment',
  'external',
  'home',
  'hub',
  'industries',
  'learning',
  'legal',
  'proof',
  'search',
  'solution',
  'trust',
  'usecases',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** Always loaded with a language. */
export const SHELL_NAMESPACE: Namespace = 'common';

/** Prefix of the translation module ids (served by scripts/vite/locales-plugin.ts). */
export const LOCALE_MODULE_PREFIX = 'virtual:locale/';

/** Module id of one language's namespace chunk. */
export const localeModuleId = (key: string, ns: string) => `${LOCALE_MODULE_PREFIX}${key}-${ns}`;

/** File name of one language's namespace in the browser (see scripts/vite/locales-plugin.ts). */
export const localeFileName = (key: string, ns: string) => `${key}-${ns}.json`;

/** The language and namespace a module id of localeModuleId names (language keys hold no hyphen). */
export function parseLocaleModuleId(id: string): { key: string; ns: string } {
  const name = id.slice(LOCALE_MODULE_PREFIX.length);
  const split = name.indexOf('-');
  return { key: name.slice(0, split), ns: name.slice(split + 1) };
}
