import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import type { Namespace } from './namespaces';
import { SHELL_NAMESPACE } from './namespaces';

const MAX_STRINGS = 4000;

/**
 * The key a call's string is remembered under: the key alone, or with its options when they are
 * plain values (interpolations, counts, a context). Other calls (objects returned, functions,
 * nested options) are not remembered.
 */
function cacheId(key: string, rest: unknown[]): string | undefined {
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || options === null || typeof options !== 'object' || Array.isArray(options)) return undefined;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    if (name === 'returnObjects' || (value !== undefined && value !== null && typeof value === 'object') || typeof value === 'function') return undefined;
    id += `\u0000${name}\u0000${typeof value}:${String(value)}`;
  }
  return id;
}

/** One `t` per namespace list and key prefix of each i18next instance. */
const translators = new WeakMap<I18n, Map<string, TFunction>>();

/**
 * i18next's `t` for the namespaces, remembering the strings it looked up (see cacheId): every
 * call of i18next's own spreads its 50 options twice (16 µs on this machine, hundreds per page).
 * A missing key (i18next answers with the key, without its namespace, with the key prefix) is
 * not kept: the prerender's check for keys from undeclared namespaces (pageI18n) hears about every
 * one, and a namespace that arrives later is found then. A found string never changes.
 */
function translator(i18n: I18n, namespaces: readonly string[], keyPrefix: string | undefined): TFunction {
  // i18next's types model keys of declared resources; the site declares none, so call it plainly.
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => (...args: unknown[]) => unknown;
  const fixed = getFixedT(null, namespaces[0] ?? SHELL_NAMESPACE, keyPrefix, { scopeNs: [...namespaces] });
  const strings = new Map<string, unknown>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    const id = typeof key === 'string' ? cacheId(key, rest) : undefined;
    if (id === undefined) return fixed(key, ...rest);
    const known = strings.get(id);
    if (known !== undefined) return known;
    const value = fixed(key, ...rest);
    const bare = (key as string).slice((key as string).indexOf(':') + 1);
    const fallback = (rest[0] as { defaultValue?: unknown } | undefined)?.defaultValue;
    if (typeof value === 'string' && value !== bare && value !== `${keyPrefix}.${bare}` && value !== fallback) {
      // Interpolated values (dates, counts) make new entries: a page build must not grow it forever.
      if (strings.size >= MAX_STRINGS) strings.clear();
      strings.set(id, value);
    }
    return value;
  }) as unknown as TFunction;
  return t;
}

/**
 * The site's `useTranslation` (`const { t } = useTranslation('careers')`), in place of
 * react-i18next's: that hook copies the i18next instance's 42 properties into a wrapper and builds
 * a new `t` in every component that calls it (about 90 µs each on this machine, in the browser's
 * hydration and in every prerendered page). The site never changes an
 * instance's language (one instance per language, src/lib/i18n/i18n.ts) and a route's namespaces
 * arrive before its page renders (src/routes/build-routes.tsx), so there is nothing to subscribe
 * to. The instance comes from the nearest I18nextProvider, as with react-i18next.
 */
export function useTranslation(ns?: Namespace | readonly Namespace[], options?: { keyPrefix?: string }): { t: TFunction } {
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider above it (LanguageRoot or RouteError)');
  const namespaces: readonly string[] = ns === undefined ? [SHELL_NAMESPACE] : typeof ns === 'string' ? [ns] : ns;
  const id = `${namespaces.join(',')}|${options?.keyPrefix ?? ''}`;
  let map = translators.get(i18n);
  if (!map) translators.set(i18n, (map = new Map()));
  let t = map.get(id);
  if (!t) {
    t = translator(i18n, namespaces, options?.keyPrefix);
    map.set(id, t);
  }
  return { t };
}
