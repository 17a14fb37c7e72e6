import type { RouteObject } from 'react-router-dom';

/** Marks a browser route whose navigation is a document load (build-routes.tsx, other languages). */
export const DOCUMENT_LOAD_HANDLE = Object.freeze({ documentLoad: true });

export function isDocumentLoadRoute(route: RouteObject): boolean {
  return (route.handle as { documentLoad?: unknown } | undefined)?.documentLoad === true;
}

/** Leaves the app for a full page load of `url`; the navigation stays pending until the page goes. */
export function loadDocument(url: string): Promise<never> {
  window.location.assign(new URL(url, window.location.href).href);
  return new Promise<never>(() => {});
}
