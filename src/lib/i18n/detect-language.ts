import { type LocaleKey, isLocaleKey } from './locales';

/** What the browser offers, gathered once so the order can be tested without a browser. */
export interface DetectionSources {
  query: string;
  cookie: string;
  localStorage: string | null;
  sessionStorage: string | null;
  navigatorLanguages: readonly string[];
  htmlLang: string;
}

export const STORAGE_KEY = 'i18nextLng';
export const COOKIE_NAME = 'i18next';
export const QUERY_PARAM = 'lng';

/**
 * Maps a BCP 47 language tag (a browser language, html lang) to a supported locale key: en-GB
 * means British English (`uk`), lb Luxembourgish (`lu`), other regional tags fall back to their
 * base language. As tags, `uk` is Ukrainian and `lu` Luba-Katanga: neither is offered.
 */
export function tagToLocaleKey(value: string | null | undefined): LocaleKey | null {
  if (!value) return null;
  const tag = value.trim().replace('_', '-').toLowerCase();
  if (!tag) return null;
  if (tag === 'en-gb' || tag === 'en-uk') return 'uk';
  const base = tag.split('-')[0] ?? '';
  if (base === 'lb') return 'lu';
  if (base === 'uk' || base === 'lu') return null;
  return isLocaleKey(base) ? base : null;
}

/**
 * What the site itself wrote (`?lng=`, the cookie, storage) holds its own keys, where `uk` and
 * `lu` are British English and Luxembourgish; a tag there is read as a tag.
 */
export function toLocaleKey(value: string | null | undefined): LocaleKey | null {
  const key = value?.trim().toLowerCase();
  if (key === 'uk' || key === 'lu') return key;
  return tagToLocaleKey(value);
}

function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The spec's detection order: query `lng`, cookie `i18next`, localStorage `i18nextLng`,
 * sessionStorage, browser languages, html lang. First supported answer wins.
 */
export function detectLanguage(sources: DetectionSources): LocaleKey | null {
  const candidates: Array<() => string | null> = [
    () => new URLSearchParams(sources.query).get(QUERY_PARAM),
    () => readCookie(sources.cookie, COOKIE_NAME),
    () => sources.localStorage,
    () => sources.sessionStorage,
  ];
  for (const read of candidates) {
    const key = toLocaleKey(read());
    if (key) return key;
  }
  for (const lang of sources.navigatorLanguages) {
    const key = tagToLocaleKey(lang);
    if (key) return key;
  }
  return tagToLocaleKey(sources.htmlLang);
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage access throws in some privacy modes; detection simply skips that source.
    return fallback;
  }
}

export function readBrowserSources(): DetectionSources {
  return {
    query: window.location.search,
    cookie: safe(() => document.cookie, ''),
    localStorage: safe(() => window.localStorage.getItem(STORAGE_KEY), null),
    sessionStorage: safe(() => window.sessionStorage.getItem(STORAGE_KEY), null),
    navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.lang,
  };
}

/** Remembers an explicit or detected choice, as i18next's detector caches it. */
export function rememberLanguage(key: LocaleKey): void {
  safe(() => window.localStorage.setItem(STORAGE_KEY, key), undefined);
}
