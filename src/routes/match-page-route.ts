import { splitLocale } from '../lib/i18n/localize-path';
import { PAGE_ROUTES, type PageRoute } from './route-table';

function toRegExp(path: string): RegExp {
  const pattern = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^/${pattern}$`);
}

/** The route-table entry that serves a (possibly prefixed) URL path, or null. */
export function matchPageRoute(urlPath: string): PageRoute | null {
  return matchRoutePath(urlPath, PAGE_ROUTES);
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
