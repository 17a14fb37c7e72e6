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

test('a hash change is not a pageview: the skip link and contents links count once per path and query', async ({ page }) => {
  const pageviews = async () => (await dataLayer(page)).filter((e) => e.event === 'pageview');
  await page.goto('/hub/osint-forum-luxembourg-2024-recap?ref=test');
  await waitForHydration(page);
  expect(await pageviews()).toEqual([{ event: 'pageview', path: '/hub/osint-forum-luxembourg-2024-recap?ref=test' }]);

  await page.keyboard.press('Tab');
  await expect(page.locator('a.skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  const contentsLink = page.locator('#toc a').first();
  const section = (await contentsLink.getAttribute('href')) ?? '';
  await contentsLink.click();
  await expect(page).toHaveURL(new RegExp(`${section}$`));
  // Through the router as well, as an in-page link handled by script changes the location.
  await page.evaluate(() => {
    window.history.pushState({}, '', `${window.location.pathname}${window.location.search}#top`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/#top$/);
  // Give a wrongly counted pageview time to arrive before asserting there is none.
  await page.waitForTimeout(300);
  expect(await pageviews()).toHaveLength(1);
});
