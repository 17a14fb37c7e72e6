import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { shifts, watchShifts } from './layout-shifts';

/**
 * Page speed: the brand face is preloaded from the top of the head and `font-display: optional` over
 * a metric-matched fallback (src/styles/fonts.css says why not `swap`). A face that is late keeps
 * the fallback for that page; once the file is in the cache every page is set in the brand face;
 * in neither case does anything move. (Whether the first page of a visit gets the face depends on
 * the machine's speed, so no test asserts it.)
 */
const PAGES = ['/', '/careers/job/QV-ENG-0142', '/fr/hub', '/lu/about'];

/** The face Chromium actually draws the page's h1 with (CSS.getPlatformFontsForNode). */
async function renderedFace(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => f.familyName).join(', ');
  } finally {
    await cdp.detach();
  }
}

for (const width of [390, 1440]) {
  test(`at ${width} px pages after the first are set in the brand face, and nothing moves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await watchShifts(page);
    for (const [index, url] of PAGES.entries()) {
      await page.goto(url);
      await waitForHydration(page);
      if (index > 0) expect(await renderedFace(page), `${url}: h1 in the brand face`).toMatch(/^Manrope/);
      expect(await shifts(page), `${url}: layout shift`).toBe(0);
    }
  });

  test(`at ${width} px a late brand face leaves the fallback in place for the visit, and nothing moves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await watchShifts(page);
    let held = 0;
    await page.route('**/*.woff2', async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // The first page's request is held; the pages after it would take the face from the cache.
    const [url] = PAGES;
    await page.goto(url!);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await renderedFace(page), `${url}: the fallback stays`).not.toMatch(/^Manrope/);
    expect(await shifts(page), `${url}: layout shift with a late face`).toBe(0);
    expect(held, 'the font request was held').toBeGreaterThan(0);
  });
}
