/**
 * The one locale table (DESIGN.md, "Languages"). Router, i18n, hreflang, the sitemap, the region
 * links and the tests all derive from it. `key` is the spec's URL segment; `tag` is the real
 * BCP 47 tag used in markup, because `uk` and `lu` mean other languages as tags.
 */
export const LOCALES = [
  { key: 'en', prefix: '', tag: 'en', ogLocale: 'en_US', dateLocale: 'en-US', resources: 'full', region: 'US', nativeName: 'English (US)' },
  { key: 'uk', prefix: 'uk', tag: 'en-GB', ogLocale: 'en_GB', dateLocale: 'en-GB', resources: 'override', region: 'UK', nativeName: 'English (UK)' },
  { key: 'fr', prefix: 'fr', tag: 'fr', ogLocale: 'fr_FR', dateLocale: 'fr-FR', resources: 'full', region: 'FR', nativeName: 'Français' },
  { key: 'es', prefix: 'es', tag: 'es', ogLocale: 'es_ES', dateLocale: 'es-ES', resources: 'full', region: 'ES', nativeName: 'Español' },
  { key: 'pt', prefix: 'pt', tag: 'pt', ogLocale: 'pt_PT', dateLocale: 'pt-PT', resources: 'full', region: 'PT', nativeName: 'Português' },
  { key: 'lu', prefix: 'lu', tag: 'lb', ogLocale: 'lb_LU', dateLocale: 'lb-LU', resources: 'full', region: 'LU', nativeName: 'Lëtzebuergesch' },
] as const satisfies readonly LocaleDefinition[];

export interface LocaleDefinition {
  /** Spec language key and i18next language name. */
  key: string;
  /** URL prefix without slashes; empty for English. */
  prefix: string;
  /** html lang and hreflang value. */
  tag: string;
  ogLocale: string;
  /** Intl locale for dates and numbers, identical on server and client. */
  dateLocale: string;
  /** `full`: every key of en; `override`: only keys that differ from en. */
  resources: 'full' | 'override';
  /** Label of the footer's region link. */
  region: string;
  /** Name of the language in itself, for the switcher. */
  nativeName: string;
}

export type Locale = (typeof LOCALES)[number];
export type LocaleKey = Locale['key'];

export const DEFAULT_LOCALE: Locale = LOCALES[0];
export const LOCALE_KEYS: readonly LocaleKey[] = LOCALES.map((l) => l.key);

export function isLocaleKey(value: unknown): value is LocaleKey {
  return typeof value === 'string' && (LOCALE_KEYS as readonly string[]).includes(value);
}

export function getLocale(key: LocaleKey): Locale {
  return LOCALES.find((l) => l.key === key) ?? DEFAULT_LOCALE;
}

/** Locales that carry a URL prefix (all but English). */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l.prefix !== '');
