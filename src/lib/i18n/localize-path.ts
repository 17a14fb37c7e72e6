import { DEFAULT_LOCALE, LOCALES, type Locale, type LocaleKey, getLocale } from './locales';

const PREFIXES = new Set<string>(LOCALES.map((l) => l.prefix).filter(Boolean));

/** Collapses repeated slashes and drops a trailing slash (the site has one URL form). */
export function normalizePath(path: string): string {
  // Most paths are in that form already; every link of every page passes here several times.
  if (path.startsWith('/') && !path.includes('//') && (path.length === 1 || !path.endsWith('/'))) return path;
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** Splits `/fr/solution?x#y` into locale and the unprefixed path. Unknown prefixes stay in the path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const path = normalizePath(pathname);
  const first = path.split('/')[1] ?? '';
  if (PREFIXES.has(first)) {
    const locale = LOCALES.find((l) => l.prefix === first) ?? DEFAULT_LOCALE;
    return { locale, path: normalizePath(path.slice(first.length + 1)) };
  }
  return { locale: DEFAULT_LOCALE, path };
}

/** Removes any language prefix, including `/en`, which the site only serves as a redirect. */
export function stripLocalePrefix(pathname: string): string {
  const path = normalizePath(pathname);
  if (path === '/en' || path.startsWith('/en/')) return normalizePath(path.slice(3));
  return splitLocale(path).path;
}

function isInternal(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}

/**
 * Prefixes an internal href with the locale (spec: links get the active prefix; English none).
 * Query and hash are kept; external, protocol-relative, `#` and `mailto:` hrefs pass through.
 */
export function localizeHref(to: string, key: LocaleKey): string {
  if (!isInternal(to)) return to;
  const match = /^([^?#]*)(.*)$/.exec(to);
  const pathname = match?.[1] ?? to;
  const rest = match?.[2] ?? '';
  const bare = stripLocalePrefix(pathname);
  const { prefix } = getLocale(key);
  const localized = prefix ? normalizePath(`/${prefix}${bare === '/' ? '' : bare}`) : bare;
  return `${localized}${rest}`;
}

/** Absolute URL of a path on the given origin, without trailing slash. */
export function absoluteUrl(origin: string, path: string): string {
  const clean = normalizePath(path);
  return clean === '/' ? origin : `${origin}${clean}`;
}
