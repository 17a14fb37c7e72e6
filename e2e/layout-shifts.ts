import type { Page } from '@playwright/test';

/** Starts summing the page's layout shifts not caused by input, from its first paint. */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum since watchShifts. */
export const shifts = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
