/**
 * What a prerendered page carries for the browser router: react-router's hydration data (the
 * route data of every route the page matched, by route id) and vite-react-ssg's build hash.
 * A client-side navigation reads the target page's data from its HTML (page-data-loader.ts), so
 * the build writes no data file per page; the gates and e2e tests read pages the same way.
 */
export interface PageHydration {
  /** Route data by route id, as react-router's StaticRouterProvider wrote it. */
  loaderData: Record<string, unknown>;
  /** The build the page belongs to; pages of one deployment share it. */
  buildHash: string | null;
}

// StaticRouterProvider writes JSON.parse(<JSON string literal>), HTML-escaped with \u escapes,
// so the literal holds no raw quote and no `<`.
const DATA = /window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;
const HASH = /window\.__VITE_REACT_SSG_HASH__ = '([^'<]*)'/;

/** The page's route data and build hash, or null when `html` is not a prerendered page. */
export function readPageHydration(html: string): PageHydration | null {
  const literal = DATA.exec(html)?.[1];
  if (literal === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(JSON.parse(literal) as string);
  } catch {
    return null;
  }
  const loaderData = (parsed as { loaderData?: unknown } | null)?.loaderData;
  if (!loaderData || typeof loaderData !== 'object') return null;
  return { loaderData: loaderData as Record<string, unknown>, buildHash: HASH.exec(html)?.[1] ?? null };
}

/** `html` with its route data replaced (tests that serve a page with other data). */
export function writePageHydration(html: string, loaderData: Record<string, unknown>): string {
  const literal = DATA.exec(html)?.[1];
  if (literal === undefined) throw new Error('not a prerendered page: no hydration data');
  const data = { ...(JSON.parse(JSON.parse(literal) as string) as object), loaderData };
  const escaped = JSON.stringify(JSON.stringify(data)).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return html.replace(DATA, () => `window.__staticRouterHydrationData = JSON.parse(${escaped})`);
}
