import type { Page } from '@playwright/test';
import { test, expect, waitForAppHydration, waitForHydration } from './fixtures';
import { shifts, watchShifts } from './layout-shifts';

/**
 * On-demand hydration: the shell's menus, language list, banner and footer, and the page itself, hydrate on
 * demand. Each test holds the part's code on the wire, acts on its server HTML as a visitor on a
 * slow phone would, then lets the code arrive: the action takes effect, nothing shifts, and
 * React reports no hydration or other error.
 */

/** Holds every response for `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}


/** The shell's on-demand parts share one chunk (vite.config.ts, `shell-parts`). */
const SHELL_CODE = /\/static\/shell-parts-[\w-]+\.js$/;

/** Opens `path` with the code for `pattern` held on the wire, once the app itself is live; returns the release. */
async function openHeld(page: Page, path: string, pattern: RegExp = SHELL_CODE): Promise<() => void> {
  const release = await hold(page, pattern);
  await page.goto(path);
  await waitForAppHydration(page);
  return release;
}

const part = (page: Page, name: string) => page.locator(`[data-part="${name}"]`);

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the page hydrates when idle; the shell parts keep their server HTML until a visitor heads for them', async ({ page, consoleErrors }) => {
    await watchShifts(page);
    await page.goto('/fr/about');
    await waitForHydration(page);
    // Idle is long past once the page part is live; the shell parts only fetched their code.
    await page.waitForLoadState('networkidle');
    for (const name of ['header-nav', 'language', 'mobile-menu', 'footer', 'announcement']) {
      await expect(part(page, name)).not.toHaveAttribute('data-part-hydrated');
    }
    await page.locator('footer a').first().hover();
    await expect(part(page, 'footer')).toHaveAttribute('data-part-hydrated', '');
    await expect(part(page, 'header-nav')).not.toHaveAttribute('data-part-hydrated');
    // A hover that woke the menu opens its panel once the code is live, without a second move.
    await page.locator('button[data-menu="company"]').hover();
    await expect(page.locator('#panel-company')).toBeVisible();
    expect(await shifts(page)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a mega panel opens from a click made before the menu code arrived', async ({ page, consoleErrors }) => {
    await watchShifts(page);
    const release = await openHeld(page, '/');
    const trigger = page.locator('button[data-menu="solution"]');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(part(page, 'header-nav')).not.toHaveAttribute('data-part-hydrated');
    release();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#panel-solution')).toBeVisible();
    await expect(part(page, 'header-nav')).toHaveAttribute('data-part-hydrated', '');
    expect(await shifts(page)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the language list opens from a click made before its code arrived, and its links work before that', async ({ page, consoleErrors }) => {
    const release = await openHeld(page, '/fr/solution');
    const header = page.getByRole('banner');
    const button = header.locator('[data-part="language"] button').first();
    await button.click();
    release();
    const spanish = header.locator('[data-part="language"] a[hreflang="es"]');
    await expect(spanish).toBeVisible();
    await spanish.click();
    await expect(page).toHaveURL(/\/es\/solution$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the announcement is dismissed by a click made before its code arrived', async ({ page, consoleErrors }) => {
    await watchShifts(page);
    const release = await openHeld(page, '/pt');
    const banner = page.locator('[data-banner="announcement"]');
    await banner.getByRole('button').click();
    await expect(banner).toBeVisible();
    release();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('quorvia:announcement-dismissed')))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('the page hydrates on demand: a sort chosen before its code arrived is applied, and the head follows a later navigation', async ({ page, consoleErrors }) => {
    await watchShifts(page);
    const release = await openHeld(page, '/hub', /\/static\/hub-page-[\w-]+\.js$/);
    await expect(part(page, 'page:hub')).not.toHaveAttribute('data-part-hydrated');
    const sort = page.locator('select[data-control="sort"]');
    await sort.selectOption('asc');
    release();
    await expect(part(page, 'page:hub')).toHaveAttribute('data-part-hydrated', '');
    // The listing took the choice: it left the prerendered page for its own first page, oldest first.
    await expect(page.locator('ul[data-page="1"]')).toBeVisible();
    await expect(sort).toHaveValue('asc');
    expect(await shifts(page)).toBe(0);
    // A navigation from the hydrated page: the next page's head replaces this one's. It is a
    // reload when the article needs a third party this page's policy lacks, so the checks are
    // locator assertions, which retry across a document swap (a page.evaluate during the swap
    // threw under load, 2026-11-26).
    await page.locator('main a[href^="/hub/"]').first().click();
    await expect(page.locator('main h1')).not.toHaveText(/hub/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hub\//);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens from a tap made before its code arrived', async ({ page, consoleErrors }) => {
    await watchShifts(page);
    const release = await openHeld(page, '/uk');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    expect(await shifts(page)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the app starts after the first frame, and a tap made before any app code ran still opens the menu', async ({ page, consoleErrors }) => {
    await watchShifts(page);
    // When the first frame starts rendering, and when the entry script element enters the
    // document (the start script puts it there). The paint timing entry is no measure: its time
    // is when the frame reached the screen, a few milliseconds after the main thread moved on.
    await page.addInitScript(() => {
      requestAnimationFrame(() => Object.assign(window, { __firstFrameAt: performance.now() }));
      new MutationObserver((records, observer) => {
        const added = records.flatMap((r) => [...r.addedNodes]);
        if (added.some((n) => n instanceof HTMLScriptElement && /\/static\/app-/.test(n.src))) {
          Object.assign(window, { __entryAddedAt: performance.now() });
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const release = await hold(page, /\/static\/(app|shell-parts)-[\w-]+\.js$/);
    await page.goto('/es/careers', { waitUntil: 'domcontentloaded' });
    // The entry is asked for only once the first frame has rendered (scripts/build/deferred-start.ts).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { __firstFrameAt: frame, __entryAddedAt: added } = window as { __firstFrameAt?: number; __entryAddedAt?: number };
          return frame === undefined || added === undefined ? 'waiting' : added > frame;
        }),
      )
      .toBe(true);
    const toggle = page.locator('[data-part="mobile-menu"] button').first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    expect(await shifts(page)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('share: the copy button works from a tap made before the article code arrived', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const release = await openHeld(page, '/hub/measuring-query-decay', /\/static\/hub-article-page-[\w-]+\.js$/);
    await page.locator('[data-share="copy"]').click();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://www.quorvia.example/share/hub/measuring-query-decay/');
    expect(consoleErrors).toEqual([]);
  });
});
