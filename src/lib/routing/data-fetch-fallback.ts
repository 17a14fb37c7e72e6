import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { isFetchFailure } from './stale-chunk';
import { isDocumentLoadRoute, loadDocument } from './document-load';

type Router = ReturnType<typeof createBrowserRouter>;
type CreateRouter = typeof createBrowserRouter;

/**
 * A tab opened before a redeploy asks for chunks and data files that no longer exist. Instead of
 * an error screen, such a navigation becomes a full page load of the new version (DESIGN.md).
 */
function hardNavigate(url: string, error: unknown): Promise<never> {
  if (!isFetchFailure(error)) throw error;
  const target = new URL(url, window.location.href);
  const current = new URL(window.location.href);
  if (target.pathname === current.pathname && target.search === current.search) throw error;
  return loadDocument(target.href);
}

function withFallback(route: RouteObject): RouteObject {
  const next: RouteObject = { ...route } as RouteObject;
  const { loader, lazy } = route;
  if (isDocumentLoadRoute(route)) {
    // vite-react-ssg gave it its static data loader; this route's page is another document.
    next.loader = ({ request }) => loadDocument(request.url);
  } else if (typeof loader === 'function') {
    next.loader = async (args) => {
      try {
        return await loader(args);
      } catch (error) {
        return hardNavigate(args.request.url, error);
      }
    };
  }
  if (lazy) {
    next.lazy = async () => {
      try {
        return await lazy();
      } catch (error) {
        // lazy() has no request; the pending navigation's URL is where the visitor was going.
        const pending = (window as { __quorviaRouter?: Router }).__quorviaRouter?.state.navigation.location;
        if (!pending) throw error;
        return hardNavigate(pending.pathname + pending.search + pending.hash, error);
      }
    };
  }
  if (route.children) next.children = route.children.map(withFallback);
  return next;
}

export const installDataFetchFallback: CreateRouter = (routes, options) => {
  const router = createBrowserRouter(routes.map(withFallback), options);
  (window as { __quorviaRouter?: Router }).__quorviaRouter = router;
  return router;
};
