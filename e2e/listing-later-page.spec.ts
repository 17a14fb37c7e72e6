import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';
import { liveHead, prerenderedHead } from './head-snapshot';

/**
 * Sorting or filtering on a later page of the hub or the newsroom shows page 1 of the new order,
 * so the view moves to the list's first page: its URL, breadcrumb and the head its prerendered
 * file has (title, canonical, robots, alternates, structured data), in the same document, with
 * focus still on the control the visitor used.
 */

/** The last breadcrumb on the page: the prerendered one of `path`, or the live one. */
async function crumb(page: Page, path?: string): Promise<string> {
  const html = path === undefined ? null : await (await page.request.get(path)).text();
  return page.evaluate((source) => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
    return doc.querySelector('#main nav span[aria-current="page"]')?.textContent ?? '';
  }, html);
}

// The first page of each list, in English and in French.
const lists = ['/hub', '/fr/hub', '/brand/newsroom', '/fr/brand/newsroom'];

for (const first of lists) {
  test.describe(`${first}/page/2`, () => {
    test('sorting moves to page 1 of the new order: URL, title, breadcrumb and head of the first page', async ({ page, consoleErrors }) => {
      const expected = await prerenderedHead(page, first);
      const firstCrumb = await crumb(page, first);
      expect(firstCrumb).not.toBe(await crumb(page, `${first}/page/2`));
      await page.goto(`${first}/page/2`);
      await waitForHydration(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const sort = page.locator('select[data-control="sort"]');
      await sort.focus();
      await sort.selectOption('asc');

      await expect(page).toHaveURL((url) => url.pathname === first && url.search === '');
      await expect(page.locator('ul[data-page="1"]')).toBeVisible();
      await expect.poll(() => liveHead(page)).toEqual(expected);
      expect(await crumb(page)).toBe(firstCrumb);
      // The list's index answers a moment after the first page shows: oldest first once it has.
      const dates = () => page.locator('ul[data-page] [data-card] time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
      await expect.poll(async () => {
        const shown = await dates();
        return shown.length > 1 && shown.join() === [...shown].sort().join();
      }).toBe(true);
      // The visitor's control keeps its value and focus, and stays in view.
      await expect(sort).toHaveValue('asc');
      await expect(sort).toBeFocused();
      await expect(sort).toBeInViewport();
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });

    test('filtering moves to page 1 of the filtered list with the first page head', async ({ page, consoleErrors }) => {
      const expected = await prerenderedHead(page, first);
      const firstCrumb = await crumb(page, first);
      await page.goto(`${first}/page/2`);
      await waitForHydration(page);
      const category = page.locator('select[data-control="category"]');
      const topic = await category.locator('option:not([value="all"])').first().getAttribute('value');
      await category.selectOption(topic ?? '');

      await expect(page).toHaveURL((url) => url.pathname === first && url.search === '');
      await expect(page.locator('ul[data-page="1"]')).toBeVisible();
      await expect.poll(() => liveHead(page)).toEqual(expected);
      expect(await crumb(page)).toBe(firstCrumb);
      await expect(category).toHaveValue(topic ?? '');
      await expect(category).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });
  });
}
