import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Sorting or filtering on a later page of the hub or the newsroom shows page 1 of the new order,
 * so the view moves to the list's first page: its URL, title, breadcrumb, canonical and robots,
 * in the same document, with focus still on the control the visitor used.
 */

interface Head {
  title: string;
  canonical: string | null;
  robots: string | null;
  crumb: string;
}

/** Title, canonical, robots and last breadcrumb of the prerendered HTML of `path`. */
async function prerenderedHead(page: Page, path: string): Promise<Head> {
  const html = await (await page.request.get(path)).text();
  const doc = await page.evaluate((source) => {
    const parsed = new DOMParser().parseFromString(source, 'text/html');
    return {
      title: parsed.title,
      canonical: parsed.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: parsed.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      crumb: parsed.querySelector('#main nav span[aria-current="page"]')?.textContent ?? '',
    };
  }, html);
  return doc;
}

async function liveHead(page: Page): Promise<Head> {
  return page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    crumb: document.querySelector('#main nav span[aria-current="page"]')?.textContent ?? '',
  }));
}

const lists = [
  { first: '/hub', label: 'hub' },
  { first: '/fr/hub', label: 'hub' },
  { first: '/brand/newsroom', label: 'newsroom' },
  { first: '/fr/brand/newsroom', label: 'newsroom' },
];

for (const { first } of lists) {
  test.describe(`${first}/page/2`, () => {
    test('sorting moves to page 1 of the new order: URL, title, breadcrumb and head of the first page', async ({ page, consoleErrors }) => {
      const expected = await prerenderedHead(page, first);
      const later = await prerenderedHead(page, `${first}/page/2`);
      expect(later.title).not.toBe(expected.title);
      await page.goto(`${first}/page/2`);
      await waitForHydration(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const sort = page.locator('select[data-control="sort"]');
      await sort.focus();
      await sort.selectOption('asc');

      await expect(page).toHaveURL((url) => url.pathname === first && url.search === '');
      await expect(page.locator('ul[data-page="1"]')).toBeVisible();
      await expect.poll(() => liveHead(page)).toEqual(expected);
      const dates = await page.locator('ul[data-page] [data-card] time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
      expect(dates.length).toBeGreaterThan(1);
      expect(dates).toEqual([...dates].sort());
      // The visitor's control keeps its value and focus, and stays in view.
      await expect(sort).toHaveValue('asc');
      await expect(sort).toBeFocused();
      await expect(sort).toBeInViewport();
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });

    test('filtering moves to page 1 of the filtered list with the first page head', async ({ page, consoleErrors }) => {
      const expected = await prerenderedHead(page, first);
      await page.goto(`${first}/page/2`);
      await waitForHydration(page);
      const category = page.locator('select[data-control="category"]');
      const topic = await category.locator('option:not([value="all"])').first().getAttribute('value');
      await category.selectOption(topic ?? '');

      await expect(page).toHaveURL((url) => url.pathname === first && url.search === '');
      await expect(page.locator('ul[data-page="1"]')).toBeVisible();
      await expect.poll(() => liveHead(page)).toEqual(expected);
      await expect(category).toHaveValue(topic ?? '');
      await expect(category).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });
  });
}
