import { site } from '../../config/site';
import { getLocale, LOCALES, type Locale, type LocaleKey } from '../i18n/locales';
import { absoluteUrl, localizeHref } from '../i18n/localize-path';

/** What decides a page's canonical URL besides where it is. */
export interface CanonicalOptions {
  /** Canonical path when another URL shows the same page (/industries/defence -> defense). */
  canonicalPath?: string;
  /** Page languages in which a content item is its own page (absent: every language). */
  contentLanguages?: readonly LocaleKey[];
}

export interface PageUrls {
  /** Absolute canonical URL. */
  canonical: string;
  /** The language of the canonical page: the page's own, or English for an untranslated copy. */
  textLocale: Locale;
  /** Languages in which the page is its own text. */
  languages: Locale[];
  /** The page is its own canonical; only such a page carries an hreflang set (DESIGN.md "Content languages"). */
  isCanonical: boolean;
  /** The canonical page's URL in another language. */
  urlFor: (key: LocaleKey) => string;
}

/**
 * One reading of a page's canonical, for the head's link and for structured data that must name
 * the same URL (JobPosting and BlogPosting `url` / `mainEntityOfPage`): an alias points to its
 * canonical path, and an item shown in English under a language it has no translation in points
 * to the English page.
 */
export function pageUrls(options: CanonicalOptions, locale: Locale, path: string): PageUrls {
  const canonicalPath = options.canonicalPath ?? path;
  const urlFor = (key: LocaleKey) => absoluteUrl(site.origin, localizeHref(canonicalPath, key));
  const languages = LOCALES.filter((l) => !options.contentLanguages || options.contentLanguages.includes(l.key));
  const ownPage = languages.some((l) => l.key === locale.key);
  const textLocale = ownPage ? locale : getLocale('en');
  return { canonical: urlFor(textLocale.key), textLocale, languages, isCanonical: ownPage && canonicalPath === path, urlFor };
}
