import { test, expect, waitForHydration } from './fixtures';

test('a chunk missing after a redeploy is retried, then the navigation becomes a full page load', async ({ page }) => {
  test.setTimeout(30_000);
  await page.goto('/fr/page-perdue');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // The careers translations "vanished" for the old document: every try fails (spec: 5 tries),
  // then the new document finds them.
  let failures = 0;
  await page.route(/\/static\/i18n\/[^/]+\/fr-careers\.json$/, (route) => {
    if (failures >= 5) return route.continue();
    failures += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });

  // A client-side navigation within the language (another language is a document load anyway).
  await page.evaluate(() => {
    void (window as unknown as { __quorviaRouter: { navigate: (to: string) => Promise<void> } }).__quorviaRouter.navigate('/fr/careers');
  });

  await expect(page).toHaveURL(/\/fr\/careers$/, { timeout: 15_000 });
  await waitForHydration(page);
  expect(failures).toBe(5);
  // A new document: the marker set on the old one is gone, and the careers page rendered.
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(/^Carrières \| Quorvia$/);
  await expect(page.locator('[data-page="not-found"]')).toHaveCount(0);
});
