/**
 * Client-side navigations read the target page's route data from the page itself: the HTML the
 * build wrote for that path carries it for hydration (page-hydration.ts). vite-react-ssg would
 * fetch a manifest of every page (megabytes at 10,000 posts) and a data file per page, which put
 * the site over the CDN's file limit (docs/deployment.md, "Files at scale"). A navigation now costs the
 * target page's HTML, which the browser then holds for a reload or the back button.
 */
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { isDocumentLoadRoute, loadDocument } from './document-load';
import { readPageHydration } from './page-hydration';

type RouteData = Record<string, unknown> | null;
/** A page's route data, or where the CDN redirected its path. */
type Fetched = { data: RouteData } | { redirectTo: string };

/** Route data of the pages already visited or prefetched; they do not change within one deployment. */
const KEPT = 50;
const pages = new Map<string, Promise<Fetched>>();

function currentBuild(): string | undefined {
  return (window as { __VITE_REACT_SSG_HASH__?: string }).__VITE_REACT_SSG_HASH__;
}

// The messages start "Failed to fetch" so data-fetch-fallback.ts turns them into a full page load.
async function fetchRouteData(pathname: string): Promise<Fetched> {
  const response = await fetch(pathname, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  // The 404 page: no route data, as for a path the build did not write.
  if (response.status === 404) return { data: null };
  if (!response.ok) throw new Error(`Failed to fetch the page ${pathname}: HTTP ${response.status}`);
  // A redirect (the CDN's _redirects) leads to another route's page.
  if (response.redirected && new URL(response.url).pathname !== pathname) return { redirectTo: response.url };
  const page = readPageHydration(await response.text());
  if (!page) throw new Error(`Failed to fetch the route data of ${pathname}: the response is not a page of this site`);
  // A redeploy may have renamed routes or reshaped their data: this tab's code cannot read it.
  if (page.buildHash !== (currentBuild() ?? null)) throw new Error(`Failed to fetch the route data of ${pathname}: the page is from another build`);
  return { data: page.loaderData };
}

/** The route data of `pathname`, fetched once for all the routes one navigation matches. */
function routeDataOf(pathname: string): Promise<Fetched> {
  let pending = pages.get(pathname);
  if (!pending) {
    pending = fetchRouteData(pathname);
    pages.set(pathname, pending);
    // A failure is not kept: the next try fetches again.
    const failed = pending;
    failed.catch(() => {
      if (pages.get(pathname) === failed) pages.delete(pathname);
    });
    if (pages.size > KEPT) pages.delete(pages.keys().next().value!);
  }
  return pending;
}

/** Starts fetching a page's route data ahead of a likely navigation (prefetch-on-intent.ts). */
export function prefetchRouteData(pathname: string): void {
  routeDataOf(pathname).catch(() => undefined);
}

function pageDataLoader(routeId: string): LoaderFunction {
  return async ({ request }) => {
    const fetched = await routeDataOf(new URL(request.url).pathname);
    // That route's page is another document.
    if ('redirectTo' in fetched) return loadDocument(fetched.redirectTo);
    return fetched.data?.[routeId] ?? null;
  };
}

function fromPages(route: RouteObject): RouteObject {
  const next = { ...route } as RouteObject;
  // vite-react-ssg gave every route of a prerendered page its static loader; document-load
  // routes keep theirs for data-fetch-fallback.ts to replace.
  if (typeof route.loader === 'function' && route.id !== undefined && !isDocumentLoadRoute(route)) next.loader = pageDataLoader(route.id);
  if (route.children) next.children = route.children.map(fromPages);
  return next;
}

/** `routes` with loaders that read the pages (exported for its test). */
export function withPageDataLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map(fromPages);
}

/**
 * The browser router's routes with loaders that read the pages. The dev server keeps
 * vite-react-ssg's loader, which asks the server to run the route's loader (`?_data=`).
 */
export function readDataFromPages(routes: RouteObject[]): RouteObject[] {
  return import.meta.env.DEV ? routes : withPageDataLoaders(routes);
}
