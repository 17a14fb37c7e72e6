import { test, expect, waitForHydration } from './fixtures';

test('an error inside a page shows the translated error screen within the layout', async ({ page }) => {
  // The home page module loads but throws: a bug, not a missing file, so no reload is attempted.
  await page.route(/\/static\/home-page-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("home page exploded");' }),
  );
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto('/pt/pagina-perdida');
  await waitForHydration(page);
  await page.locator('[data-page="not-found"] a').click();
  await expect(page).toHaveURL(/\/pt$/);
  const alert = page.getByRole('alert');
  await expect(alert.locator('h1')).not.toBeEmpty();
  await expect(alert.locator('details')).toContainText('home page exploded');
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(alert.getByRole('link')).toHaveAttribute('href', '/pt');
  expect(pageErrors).toEqual([]);
});
