import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { samplePages } from './sample-pages';
import { LOCALES } from './built-pages';

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

// One test per language: each page is loaded once and measured at the three widths.
for (const locale of LOCALES) {
  test(`no page overflows at 320, 390 or 1440 px (${locale.key})`, async ({ page }) => {
    test.setTimeout(300_000);
    const problems: string[] = [];
    for (const sample of samplePages().filter((s) => s.label.endsWith(`(${locale.key})`))) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(sample.url);
      await waitForHydration(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const problem of await overflows(page)) problems.push(`${sample.url} at ${width}px: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
