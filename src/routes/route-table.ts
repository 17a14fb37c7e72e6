import type { ComponentType } from 'react';
import type { ContentIdList } from '../content/content-ids';

export interface PageModule {
  default: ComponentType;
}

/**
 * One entry per page of the spec. Each exists unprefixed (English) and under every language
 * prefix; build-routes.tsx turns this table into the router's routes, and the build enumerates
 * the pages to prerender from the same routes.
 */
export interface PageRoute {
  /** Stable name, used by tests and the sitemap. */
  id: string;
  /** Path below the language root: '' for home, 'solution', 'hub/:id'. */
  path: string;
  /** The page module, loaded on demand so each page is its own chunk. */
  load: () => Promise<PageModule>;
  /** For dynamic paths: the content list whose ids fill the parameter. */
  staticPaths?: ContentIdList;
  /** Key in the `common` namespace naming this page in breadcrumbs. */
  labelKey?: string;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { id: 'home', path: '', load: () => import('../pages/home-page'), labelKey: 'breadcrumb.home' },
  { id: 'not-found', path: '404', load: () => import('../pages/not-found-page') },
];

/** Page ids whose HTML is the not-found page (excluded from sitemap and hreflang checks). */
export const NOT_FOUND_ROUTE_ID = 'not-found';
