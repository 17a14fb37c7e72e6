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

export declare function loadLazyRoutes(routes: unknown[]): Promise<void>;
export declare function renderPage(options: {
  createRoot: CreateRoot;
  path: string;
  indexHTML: string;
  rootContainerId: string;
  tracker: SsrModuleTracker;
  manifests: PageManifests;
}): Promise<{ appCtx: unknown; html: string; loaderData: unknown; errors: unknown }>;
export declare function loadPageData(options: { createRoot: CreateRoot; path: string }): Promise<{ appCtx: unknown; loaderData: unknown; errors: unknown }>;
/** The table a page's path needs matched: other top-level routes become leaves in place (ids unchanged). */
export declare function routesForPath<R extends { path?: string }>(routes: R[], path: string): Array<R | { path: string }>;
