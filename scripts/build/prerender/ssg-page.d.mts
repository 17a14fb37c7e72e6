/** Types for ssg-page.mjs (plain JavaScript: a copy of vite-react-ssg's per-page steps). */
export declare const SCRIPT_COMMENT_PLACEHOLDER: string;

export declare class SsrModuleTracker {
  install(): void;
  uninstall(): void;
}

export interface PageManifests {
  serverManifest: Record<string, { file: string }>;
  manifest: Record<string, unknown>;
  ssrManifest: Record<string, string[]>;
}

export type CreateRoot = (client: boolean, routePath?: string) => Promise<{ routes: unknown[] } & Record<string, unknown>>;

/** The branch the static handler matched, as a table of its own (each route keeps its id). */
export declare function matchedBranch<R extends { children?: R[] }>(routes: R[], matches: ReadonlyArray<{ route: R }> | undefined | null): R[];
export declare function loadLazyRoutes(routes: unknown[]): Promise<void>;
export declare function renderPage(options: {
  createRoot: CreateRoot;
  path: string;
  indexHTML: string;
  rootContainerId: string;
  tracker: SsrModuleTracker;
  manifests: PageManifests;
  /** Which of vite-react-ssg's preload links to write (the rest would be dropped when the page is finished). */
  keepsLink?: (rel: string, href: string) => boolean;
  /** Leave the app's markup out of `html` (APP_MARKER stands for it) and give it as `appHTML`, when the page is the same either way. */
  appApart?: boolean;
}): Promise<PageData & { html: string; appHTML?: string }>;
export declare const APP_MARKER: string;
/** The page with its app's markup in place of APP_MARKER. */
export declare function withApp(page: string, appHTML: string): string;
/** What react-router's query gave a page: its route data and the matched routes. */
export interface PageData {
  appCtx: unknown;
  /** By route id; undefined when no route on the page has a loader. */
  loaderData: Record<string, unknown> | undefined;
  errors: unknown;
  matches: Array<{ route: { id: string }; params: Record<string, string | undefined> }>;
}
export declare function loadPageData(options: { createRoot: CreateRoot; path: string }): Promise<PageData>;
export declare function pageUrl(base: string, path: string): URL;
/** The route data as the page holds it: undefined when no route has a loader. */
export declare function ownLoaderData(loaderData: Record<string, unknown> | undefined): Record<string, unknown> | undefined;
/** The table a page's path needs matched: the routes that can hold it, each with its id in the full table. */
export declare function routesForPath<R extends { path?: string; id?: string; children?: R[] }>(routes: R[], path: string): Array<R & { id: string }>;
