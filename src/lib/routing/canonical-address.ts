import { LOCALES } from '../i18n/locales';
import { bootedOnNotFoundPage } from './initial-not-found';

/** Prefixes by their lowercase spelling; `en` is served unprefixed. */
const PREFIXES = new Set(['en', ...LOCALES.map((l) => l.prefix).filter(Boolean)]);

/**
 * The one address of a path as typed or pasted: repeated slashes and encoded slashes (%2F) become
 * one slash, and a language prefix in capitals (/FR, /Uk) its lowercase form (/en goes). The
 * rest keeps its case: /ABOUT is no page of the site, and stays a 404.
 */
export function canonicalPathname(pathname: string): string {
  let path = pathname.replace(/%2f/gi, '/').replace(/\/{2,}/g, '/');
  const first = path.split('/')[1] ?? '';
  const lower = first.toLowerCase();
  if (first !== lower && PREFIXES.has(lower)) {
    const rest = path.slice(first.length + 1);
    path = lower === 'en' ? rest || '/' : `/${lower}${rest}`;
  }
  return path;
}

/**
 * Runs before the router reads the address (main.tsx imports this first). A page the host served
 * at a variant of its address is given its own address, so the router matches the page the HTML
 * holds; a 404 served at a variant of a page's address loads that page instead.
 */
function canonicalizeAddress(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  const canonical = canonicalPathname(pathname);
  if (canonical === pathname) return;
  const address = `${canonical}${search}${hash}`;
  if (bootedOnNotFoundPage) window.location.replace(address);
  else window.history.replaceState(window.history.state, '', address);
}

canonicalizeAddress();
