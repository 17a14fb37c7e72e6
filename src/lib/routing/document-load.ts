import type { RouteObject } from 'react-router-dom';

/** Marks a browser route whose navigation is a document load (build-routes.tsx, other languages). */
export const DOCUMENT_LOAD_HANDLE = Object.freeze({ documentLoad: true });

export function isDocumentLoadRoute(route: RouteObject): boolean {
  return (route.handle as { documentLoad?: unknown } | undefined)?.documentLoad === true;
}

/**
 * A loader's request carries no fragment, so a document load from a loader would drop the
 * `#section` the visitor was sent to (a shared link through the language redirect). Like an HTTP
 * redirect, the target keeps the pending navigation's fragment unless it names its own.
 */
export function withFragment(target: string, pendingHash: string | undefined): string {
  if (!pendingHash || pendingHash === '#' || target.includes('#')) return target;
  return `${target}${pendingHash}`;
}

/** The fragment of the navigation the router is running now (data-fetch-fallback.ts keeps it). */
function pendingHash(): string | undefined {
  const router = (window as { __quorviaRouter?: { state: { navigation: { location?: { hash: string } } } } }).__quorviaRouter;
  return router?.state.navigation.location?.hash;
}

/** Leaves the app for a full page load of `url`; the navigation stays pending until the page goes. */
export function loadDocument(url: string): Promise<never> {
  const target = new URL(url, window.location.href).href;
  window.location.assign(withFragment(target, pendingHash()));
  return new Promise<never>(() => {});
}
