import { splitLocale } from '../lib/i18n/localize-path';
import { NOT_FOUND_ROUTE_ID, PAGE_ROUTES, type PageRoute } from './route-table';

const patterns = new Map<string, RegExp>();

/** Compiled once per route path: every prerendered page matches its path several times. */
function toRegExp(path: string): RegExp {
  const known = patterns.get(path);
  if (known) return known;
  const pattern = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const compiled = new RegExp(`^/${pattern}$`);
  patterns.set(path, compiled);
  return compiled;
}

/** The route-table entry that serves a (possibly prefixed) URL path, or null. */
export function matchPageRoute(urlPath: string): PageRoute | null {
  return matchRoutePath(urlPath, PAGE_ROUTES);
}

/** The not-found page's route (404.html and any path no route serves). */
export function notFoundRoute(): PageRoute {
  const page = PAGE_ROUTES.find((route) => route.id === NOT_FOUND_ROUTE_ID);
  if (!page) throw new Error('route-table.ts has no not-found page');
  return page;
}

/** The page a URL shows: its route, or the not-found page for any path no route serves. */
export function pageRouteFor(urlPath: string): PageRoute {
  return matchPageRoute(urlPath) ?? notFoundRoute();
}

export function matchRoutePath<T extends Pick<PageRoute, 'path'>>(urlPath: string, routes: readonly T[]): T | null {
  const { path } = splitLocale(urlPath);
  return routes.find((route) => toRegExp(route.path).test(path)) ?? null;
}

/**
 * Whether a fixed (parameterless) page lives at this path. Breadcrumbs use it for the segments
 * between home and the current page: those are always fixed pages on this site, and a dynamic
 * route (hub/:id) would wrongly claim /hub/events.
 */
export function isFixedPagePath(urlPath: string): boolean {
  return matchRoutePath(urlPath, PAGE_ROUTES.filter((route) => !route.path.includes(':'))) !== null;
}
