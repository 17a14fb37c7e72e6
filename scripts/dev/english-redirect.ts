import { stripLocalePrefix } from '../../src/lib/i18n/localize-path';

/**
 * Where a request for /en or /en/... goes: English lives unprefixed. The build writes a redirect
 * stub per page (scripts/build/english-stubs.ts); the dev server answers with a redirect instead,
 * because rendering the app there only reaches <EnglishPrefixRedirect>, which cannot redirect on the server.
 */
export function englishRedirect(url: string | undefined): string | null {
  if (!url) return null;
  const query = url.search(/[?#]/);
  const pathname = query === -1 ? url : url.slice(0, query);
  if (pathname !== '/en' && pathname !== '/en/' && !pathname.startsWith('/en/')) return null;
  return `${stripLocalePrefix(pathname)}${query === -1 ? '' : url.slice(query)}`;
}
