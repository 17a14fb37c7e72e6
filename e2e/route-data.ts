import type { Page } from '@playwright/test';
import { readPageHydration, writePageHydration } from '../src/lib/routing/page-hydration';

/**
 * Serves client-side navigations to the pages whose path matches `path` with each route's data
 * passed through `edit`. The browser reads route data from the target page's HTML
 * (src/lib/routing/page-data-loader.ts); the document requests of page.goto are left alone.
 */
export async function editRouteData(page: Page, path: RegExp, edit: (data: unknown) => unknown): Promise<void> {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const hydration = readPageHydration(html);
      if (!hydration) throw new Error(`${route.request().url()} carries no route data`);
      const loaderData = Object.fromEntries(Object.entries(hydration.loaderData).map(([id, data]) => [id, edit(data)]));
      await route.fulfill({ response, body: writePageHydration(html, loaderData) });
    },
  );
}
