import { test, expect, hydrateAllParts } from './fixtures';

/**
 * No render-blocking chain: a page's stylesheets are inlined in its head and their
 * links kept disabled (scripts/build/inline-css.ts). The first paint waits on no stylesheet, the
 * shell's on-demand parts bring no second copy of their CSS, and a page reached client-side brings
 * only the sheets the first page lacked, each once.
 */
test('a page paints from its inlined CSS, and the next page adds only its own sheets, once', async ({ page, consoleErrors }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/static\/[^/]+\.css$/.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('head style[data-inlined-css]')).toHaveCount(1);
  const sheets = page.locator('link[rel="stylesheet"]');
  expect(await sheets.count()).toBeGreaterThan(1);
  expect(await sheets.evaluateAll((links) => links.every((l) => (l as HTMLLinkElement).disabled))).toBe(true);
  // The header is laid out by its module's CSS, which now comes with the document.
  await expect(page.locator('header').first()).toHaveCSS('position', /sticky|fixed/);

  // Every part live (the footer's links route client-side once it has hydrated on intent).
  await hydrateAllParts(page);
  expect(fetched, 'the shell and its on-demand parts fetch no stylesheet of their own').toEqual([]);

  await page.locator('footer a[href="/brand"]').click();
  await expect(page).toHaveURL(/\/brand$/);
  const card = page.locator('main ul[aria-label] > li > a').first();
  await expect(card).toHaveCSS('display', 'flex');
  expect(fetched.length).toBeGreaterThan(0);
  expect(new Set(fetched).size, 'no sheet fetched twice').toBe(fetched.length);
  const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(new Set(hrefs).size, 'no stylesheet linked twice').toBe(hrefs.length);
  expect(consoleErrors).toEqual([]);
});
