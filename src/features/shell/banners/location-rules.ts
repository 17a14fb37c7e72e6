import { LOCALES, type Locale, type LocaleKey } from '../../../lib/i18n/locales';
import { normalizePath, stripLocalePrefix } from '../../../lib/i18n/localize-path';

/** Spec 000 section 9: country to language. */
export const COUNTRY_LANGUAGE: Readonly<Record<string, LocaleKey>> = {
  FR: 'fr',
  LU: 'fr',
  BE: 'fr',
  UK: 'en',
  GB: 'en',
  US: 'en',
  ES: 'es',
  PT: 'pt',
};

/** Spec 000 section 9: language roots where a visitor from each country needs no suggestion. */
export const ALLOWED_ROOTS: Readonly<Record<string, readonly string[]>> = {
  LU: ['/fr', '/uk'],
  BE: ['/fr', '/uk'],
  CA: ['/', '/fr'],
  PT: ['/pt'],
  BR: ['/pt'],
  US: ['/'],
  ES: ['/es'],
  DE: ['/uk'],
  FR: ['/fr', '/uk'],
  GB: ['/uk'],
  UK: ['/uk'],
};

export interface RegionOption {
  /** Path prefix: '/', '/fr', ... */
  value: string;
  locale: Locale;
}

function localeOfRoot(root: string): Locale | undefined {
  return LOCALES.find((l) => (l.prefix ? `/${l.prefix}` : '/') === root);
}

/** Options offered to a visitor from a country: its allowed language roots (LU: French or English). */
export function regionOptions(country: string): RegionOption[] {
  return (ALLOWED_ROOTS[country] ?? []).flatMap((value) => {
    const locale = localeOfRoot(value);
    return locale ? [{ value, locale }] : [];
  });
}

export interface BannerInput {
  hostname: string;
  betaHost: string;
  country: string | null;
  page: Locale;
  dismissed: boolean;
}

/**
 * Spec 000 section 4: shown only on the beta host, when a country was detected, its language
 * differs from the page language, the page's language root is not in the country's allowed
 * paths, and the visitor has not dismissed it this session. Followed exactly, the spec's own
 * tables combine in ways that look odd but are what it says:
 * - The page language is the locale key: British English (/uk) is a language of the site, so a
 *   US visitor on /uk (English detected, not uk) is offered /, while a GB or UK visitor on /
 *   (English detected, English page) is not offered /uk, although /uk is their only allowed path.
 * - LU and BE map to French and their allowed paths are /fr and /uk, so a visitor from Luxembourg
 *   or Belgium on the Luxembourgish site (/lu) is offered French or English.
 * - Countries without a language (CA, BR, DE) differ from every page language: the allowed paths
 *   alone decide (DE on / is offered /uk).
 * A country outside the table has no region to offer, so nothing is shown.
 */
export function shouldShowLocationBanner(input: BannerInput): boolean {
  if (input.dismissed || input.hostname !== input.betaHost || !input.country) return false;
  const allowed = ALLOWED_ROOTS[input.country];
  if (!allowed) return false;
  if (COUNTRY_LANGUAGE[input.country] === input.page.key) return false;
  const root = input.page.prefix ? `/${input.page.prefix}` : '/';
  return !allowed.includes(root);
}

/**
 * Same page under the chosen prefix: any existing language prefix is stripped and double
 * slashes collapse (spec 000 section 4).
 */
export function pathForRegion(currentPath: string, regionValue: string, search = '', hash = ''): string {
  const bare = stripLocalePrefix(currentPath);
  const joined = normalizePath(`${regionValue}/${bare}`);
  return `${joined}${search}${hash}`;
}
