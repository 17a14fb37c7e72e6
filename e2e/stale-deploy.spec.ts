import { test, expect, waitForHydration } from './fixtures';

test('a chunk missing after a redeploy is retried, then the navigation becomes a full page load', async ({ page }) => {
  test.setTimeout(30_000);
  await page.goto('/fr/page-perdue');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // The Spanish translations "vanished": every try of the old document fails (spec: 5 tries).
  let failures = 0;
  await page.route(/\/static\/i18n\/[^/]+\/es-[\w-]+\.json$/, (route) => {
    if (failures >= 5) return route.continue();
    failures += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });

  await page.locator('header button[aria-label*="Langue"], header button[aria-label*="Language"]').first().click();
  await page.getByRole('banner').locator('a[hreflang="es"]').first().click();

  await expect(page).toHaveURL(/\/es\/page-perdue$/, { timeout: 15_000 });
  await waitForHydration(page);
  expect(failures).toBe(5);
  // A new document: the marker set on the old one is gone, and the Spanish page rendered.
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
});
