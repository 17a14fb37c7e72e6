import type { Page } from '@playwright/test';
import { readPageHydration, writePageHydration } from '../src/lib/routing/page-hydration';

/**
 * Serves the pages whose path matches `path` through `edit` when a client-side navigation fetches
 * them (src/lib/routing/page-data-loader.ts); the document requests of page.goto are left alone.
 */
export async function editFetchedPage(page: Page, path: RegExp, edit: (html: string) => string): Promise<void> {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: edit(await response.text()) });
    },
  );
}

/** As editFetchedPage, with each route's data in the fetched page passed through `edit`. */
export async function editRouteData(page: Page, path: RegExp, edit: (data: unknown) => unknown): Promise<void> {
  await editFetchedPage(page, path, (html) => {
    const hydration = readPageHydration(html);
    if (!hydration) throw new Error(`a page matching ${path} carries no route data`);
    return writePageHydration(html, Object.fromEntries(Object.entries(hydration.loaderData).map(([id, data]) => [id, edit(data)])));
  });
}
