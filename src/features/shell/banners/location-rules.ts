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
 * differs from the page language, the page's language root is not allowed for that country,
 * and the visitor has not dismissed it this session.
 */
export function shouldShowLocationBanner(input: BannerInput): boolean {
  if (input.dismissed || input.hostname !== input.betaHost || !input.country) return false;
  const options = ALLOWED_ROOTS[input.country];
  if (!options) return false;
  const detected = COUNTRY_LANGUAGE[input.country];
  const pageLanguage = input.page.key === 'uk' ? 'en' : input.page.key;
  if (detected && detected === pageLanguage) return false;
  const root = input.page.prefix ? `/${input.page.prefix}` : '/';
  return !options.includes(root);
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
