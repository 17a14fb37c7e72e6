import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { samplePages, samplePagesAcrossLanguages } from './sample-pages';
import { liveHead, prerenderedHead } from './head-snapshot';
import { LOCALES } from './built-pages';
import type { Locale } from '../src/lib/i18n/locales';
import { matchPageRoute } from '../src/routes/match-page-route';

/**
 * One visit to every route pattern in every language checks what only a browser shows and what
 * can differ by language: the page loads and hydrates without a console error or a CSP violation
 * (translations decide dates and numbers, so a hydration mismatch can be one language's alone),
 * `lang` is the page's, its links stay in its language, nothing overflows at 320, 390 or 1440 px
 * (text length is the language's), the header's menu opens under the page's policy (on a sample,
 * see menuPages), and the head after hydration is the prerendered one (what a JS-rendering crawler
 * reads). These were four specs visiting the same pages (one visit per page keeps the suite
 * short).
 */

/** The phone widths of the art-direction brief and a desktop. */
const WIDTHS = [320, 390, 1440];

/**
 * What overflows at the current width: the document wider than the viewport, a heading or button
 * whose text does not fit its box (a long word), or one that reaches past the screen's edge
 * outside a horizontal scroller (carousels scroll on purpose).
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) problems.push(`document is ${document.documentElement.scrollWidth}px wide`);
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const inScroller = (el: Element) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const x = getComputedStyle(node).overflowX;
        if (x === 'auto' || x === 'scroll') return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, button, a.button, img')) {
      const rect = el.getBoundingClientRect();
      // Not shown, or visually hidden for screen readers (1 px boxes).
      if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(el).visibility === 'hidden' || el.closest('[hidden], [inert], dialog:not([open])')) continue;
      if (el.tagName !== 'IMG' && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible') {
        problems.push(`${describe(el)} needs ${el.scrollWidth}px in ${el.clientWidth}px`);
      } else if ((rect.right > width + 1 || rect.left < -1) && !inScroller(el)) {
        problems.push(`${describe(el)} reaches ${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}px`);
      }
    }
    return problems;
  });
}

/** Links that leave the page's language without saying so (language links carry hreflang). */
async function foreignLinks(page: Page, locale: Locale): Promise<{ count: number; problems: string[] }> {
  const links = await page.locator('a[href^="/"]').evaluateAll((anchors) =>
    anchors.map((a) => ({ href: a.getAttribute('href') ?? '', hreflang: a.hasAttribute('hreflang') })),
  );
  const languageLinks = new Set(links.filter((l) => l.hreflang).map((l) => l.href));
  const otherPrefixes = LOCALES.filter((l) => l.prefix && l.key !== locale.key).map((l) => l.prefix);
  const problems: string[] = [];
  for (const { href } of links) {
    if (href.startsWith('/#') || href.startsWith('/media/') || href.startsWith('/assets/') || languageLinks.has(href)) continue;
    const first = href.split(/[/?#]/)[1] ?? '';
    const wrong = locale.prefix ? first !== locale.prefix : (otherPrefixes as string[]).includes(first) || first === 'en';
    if (wrong) problems.push(`link ${href} is not in ${locale.key}`);
  }
  return { count: links.length, problems };
}

/**
 * The menu's code is one chunk loaded under a policy whose script rules are the same on every
 * page; what differs per page is its hashes. So the menu opens on every route pattern once, in the
 * six languages by turns, and on each language's first page (43 clicks instead of 228).
 */
const menuPages = new Set(samplePagesAcrossLanguages().map((s) => s.url));

for (const locale of LOCALES) {
  test(`every page in ${locale.key}: loads, hydrates cleanly, stays in its language, fits 320 to 1440 px, menu works (sampled)`, async ({ page, consoleErrors }) => {
    test.setTimeout(600_000);
    const problems: string[] = [];
    let first = true;
    for (const sample of samplePages().filter((s) => s.label.endsWith(`(${locale.key})`))) {
      const notFound = sample.label.startsWith('not-found');
      const bare = !notFound && matchPageRoute(sample.url)?.bare;
      const errorsBefore = consoleErrors.length;
      const expectedHead = await prerenderedHead(page, sample.url);
      await page.setViewportSize({ width: 1440, height: 900 });
      const response = await page.goto(sample.url);
      expect(response?.status(), sample.url).toBe(notFound ? 404 : 200);
      await waitForHydration(page);
      await expect.poll(() => liveHead(page), { message: `${sample.url}: head after hydration`, timeout: 10_000 }).toEqual(expectedHead);
      await expect(page.locator('html'), sample.url).toHaveAttribute('lang', locale.tag);
      await expect(page.locator('h1'), sample.url).toHaveCount(1);
      await expect(page.locator('meta[http-equiv="Content-Security-Policy"]'), sample.url).toHaveCount(1);

      const links = await foreignLinks(page, locale);
      // The shell alone links every section; a page without it (the embed preview) links a few.
      if (links.count <= (bare ? 0 : 20)) problems.push(`${sample.url}: only ${links.count} links`);
      problems.push(...links.problems.map((p) => `${sample.url}: ${p}`));

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const problem of await overflows(page)) problems.push(`${sample.url} at ${width}px: ${problem}`);
      }

      // The menu's code loads on demand under the page's policy (the fixture fails on a violation).
      if (!bare && (menuPages.has(sample.url) || first)) {
        await page.locator('button[data-menu="hub"]').click();
        await expect(page.locator('#panel-hub'), sample.url).toBeVisible();
      }
      problems.push(...consoleErrors.slice(errorsBefore).map((e) => `${sample.url}: console: ${e}`));
      if (!bare) first = false;
    }
    expect(problems).toEqual([]);
  });
}
