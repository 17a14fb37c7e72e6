import type { Page } from '@playwright/test';

/**
 * The brand face swaps in when it arrives (`font-display: swap`), and on a loaded machine it can
 * arrive after the first paint: its re-set lines are a shift of their own, which
 * e2e/font-display.spec.ts measures against its limit. Checks that nothing else moves leave out
 * the shifts of the frames just after a font file arrived.
 */
const FONT_SWAP_WINDOW_MS = 500;

type Shift = { t: number; v: number };

/** Starts recording the page's layout shifts not caused by input, from its first paint. */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ t: number; v: number }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shifts.push({ t: entry.startTime, v: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** When each font file finished arriving, in the page's clock. */
const fontArrivals = (page: Page): Promise<number[]> =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\.woff2(\?|$)/.test(e.name)).map((e) => (e as PerformanceResourceTiming).responseEnd));

function sum(list: Shift[], arrivals: number[], fontSwap: boolean): number {
  const inSwap = (t: number) => arrivals.some((at) => t >= at && t <= at + FONT_SWAP_WINDOW_MS);
  return list.filter((s) => fontSwap || !inSwap(s.t)).reduce((total, s) => total + s.v, 0);
}

/** The sum since watchShifts; with `fontSwap`, the brand face's swap included. */
export async function shifts(page: Page, { fontSwap = false } = {}): Promise<number> {
  const list = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return sum(list, await fontArrivals(page), fontSwap);
}

/** Every shift since the page's navigation (the browser's buffer), apart from the font's swap. */
export async function shiftsSinceNavigation(page: Page): Promise<number> {
  const list = await page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const out: Shift[] = [];
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) out.push({ t: entry.startTime, v: entry.value });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(out), 300);
      }),
  );
  return sum(list, await fontArrivals(page), false);
}
