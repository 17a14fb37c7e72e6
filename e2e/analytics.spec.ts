import { test, expect, waitForHydration } from './fixtures';

type Entry = Record<string, unknown>;
const dataLayer = (page: import('@playwright/test').Page) => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);

test('pushes a pageview with path and query on load and on every route change', async ({ page }) => {
  await page.goto('/fr?utm_source=newsletter');
  await waitForHydration(page);
  expect(await dataLayer(page)).toContainEqual({ event: 'pageview', path: '/fr?utm_source=newsletter' });

  await page.locator('[data-page="not-found"]').count();
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.locator('footer a[href="/fr/nope-404"]').count();
  // Navigate client-side to the French 404 route through the router.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/fr/404?from=test');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
  await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'pageview', path: '/fr/404?from=test' });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('pushes click events with page, language and timestamp', async ({ page }) => {
  await page.goto('/lu');
  await waitForHydration(page);
  await page.locator('button[data-menu="solution"]').click();
  const clicks = (await dataLayer(page)).filter((e) => e.event === 'click');
  expect(clicks).toHaveLength(1);
  expect(clicks[0]).toMatchObject({ event: 'click', page: '/lu', language: 'lu' });
  expect(Date.parse(String(clicks[0]?.timestamp))).toBeGreaterThan(Date.now() - 60_000);
});
