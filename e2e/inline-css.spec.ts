import { test, expect, hydrateAllParts } from './fixtures';
import { primitiveOrder } from './css-order';

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

/**
 * The primitives (global.css) come before every module's rules, the shell's and its on-demand
 * parts' included, so a module's own values win over the primitive it takes. The shell's sheets
 * were once bundled ahead of global.css, where a primitive would have overridden them.
 */
test('the primitives come before every module rule, the shell and its parts included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr');
  await hydrateAllParts(page);
  const { lastPrimitive, firstModuleRule } = await primitiveOrder(page);
  expect(lastPrimitive).toBeGreaterThan(0);
  const shell = await page.locator('header, header *, footer, footer *').evaluateAll((elements) =>
    elements.flatMap((element) => Array.from(element.classList)).filter((name) => name.startsWith('_')),
  );
  expect(shell.length, 'the shell carries module classes').toBeGreaterThan(10);
  const early = Object.entries(firstModuleRule).filter(([, index]) => index < lastPrimitive).map(([name]) => name);
  expect(early, 'module rules ahead of the primitives').toEqual([]);
});
