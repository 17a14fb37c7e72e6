import { test, expect, waitForHydration } from './fixtures';

test('the carbon reduction plan: noindex, seven sections, the figures, and a real PDF in the page language', async ({ page, request }) => {
  await page.goto('/fr/about/environment');
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('main section[id]')).toHaveCount(7);
  await expect(page.locator('main')).toContainText('2050');
  await expect(page.locator('main')).toContainText('2030');
  await expect(page.locator('main')).toContainText('2022');
  // The figures as tiles (number, unit, change against the baseline) and a chart with its data table.
  await expect(page.locator('[data-tile]')).toHaveCount(4);
  await expect(page.locator('[data-tile="total"]')).toContainText('262');
  await expect(page.locator('[data-tile="total"]')).toContainText('−15 % par rapport à 2022');
  await expect(page.locator('[data-tile="perEmployee"]')).toContainText('5,0');
  const table = page.locator('table[data-emissions-table]');
  await expect(table.locator('tbody tr')).toHaveCount(7);
  await expect(table.locator('tbody tr').first()).toContainText('Voyages d’affaires');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '48');
  const link = page.locator('[data-plan-pdf]');
  await expect(link).toHaveAttribute('href', '/media/environment/carbon-reduction-plan-fr.pdf');
  const response = await request.get('/media/environment/carbon-reduction-plan-fr.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const kb = Math.max(1, Math.round(body.length / 1024));
  await expect(link).toContainText(String(kb));
});

test('the environment page is left out of the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/about/environment');
  expect(sitemap).toContain('/about/leadership');
});
