import { addLocalePreload } from '../locale-preload';

/** What src/main.tsx puts on vite-react-ssg's app context for every prerendered page. */
type PageContext = { renderHead?: (html: string) => string; localeFiles?: Array<{ key: string; ns: string }> };

/**
 * The site's onPageRendered step (vite.config.ts), shared with the page loop's worker threads:
 * unhead writes the page's head (vite-react-ssg only knows its own <Head>) and the page's
 * translation files are preloaded.
 */
export function finishRenderedPage(route: string, html: string, appCtx: unknown, localeUrl: (key: string, ns: string) => string): string {
  const { renderHead } = appCtx as PageContext;
  if (!renderHead) throw new Error(`No head renderer for ${route}`);
  return addLocalePreload(pageLocaleFiles(route, appCtx).map((f) => localeUrl(f.key, f.ns)), renderHead(html));
}

/** The translation files the page renders with (src/routes/page-namespaces.ts). */
export function pageLocaleFiles(route: string, appCtx: unknown): Array<{ key: string; ns: string }> {
  const { localeFiles } = appCtx as PageContext;
  if (!localeFiles) throw new Error(`No translation files for ${route}`);
  return localeFiles;
}
