import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const GEO = /ipapi\.quorvia-geo\.example/;
const BETA = 'http://beta.quorvia.example';

async function mockCountry(page: Page, body: unknown, calls: string[] = []) {
  await page.route(GEO, (route) => {
    calls.push(route.request().url());
    return route.fulfill({ json: body });
  });
  return calls;
}

test('beta host: a Luxembourg visitor on the English site is offered French or English', async ({ page, consoleErrors }) => {
  await mockCountry(page, { success: true, country_code: 'LU' });
  await page.goto(`${BETA}/`);
  await waitForHydration(page);
  const banner = page.locator('[data-banner="location"]');
  await expect(banner).toBeVisible();
  await expect(banner.locator('option')).toHaveText(['Français', 'English (UK)']);
  await banner.locator('select').selectOption('/uk');
  await banner.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${BETA}/uk`);
  await expect(page.locator('[data-banner="location"]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the Luxembourgish banner names the country in Luxembourgish, not English', async ({ page }) => {
  // Chromium's ICU has no lb: Intl.DisplayNames would quietly answer "Belgium".
  await mockCountry(page, { success: true, country_code: 'BE' });
  await page.goto(`${BETA}/lu`);
  await waitForHydration(page);
  const banner = page.locator('[data-banner="location"]');
  await expect(banner).toContainText('Erkannte Standuert: Belsch.');
  await expect(banner).not.toContainText('Belgium');
});

test('continue keeps the page and strips the old prefix', async ({ page }) => {
  await mockCountry(page, { success: true, country_code: 'PT' });
  await page.goto(`${BETA}/es/does-not-exist`);
  await waitForHydration(page);
  await page.locator('[data-banner="location"]').getByRole('button', { name: /continu/i }).click();
  await expect(page).toHaveURL(`${BETA}/pt/does-not-exist`);
});

test('continue keeps the fragment, so a shared link lands on its section', async ({ page }) => {
  await mockCountry(page, { success: true, country_code: 'LU' });
  await page.goto(`${BETA}/about#about-careers-title`);
  await waitForHydration(page);
  const banner = page.locator('[data-banner="location"]');
  await banner.locator('select').selectOption('/fr');
  await banner.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${BETA}/fr/about#about-careers-title`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('#about-careers-title')).toBeInViewport();
});

test('hidden where the path is allowed or the language matches', async ({ page }) => {
  await mockCountry(page, { success: true, country_code: 'LU' });
  await page.goto(`${BETA}/fr`);
  await waitForHydration(page);
  await page.waitForTimeout(300);
  await expect(page.locator('[data-banner="location"]')).toHaveCount(0);
});

test('dismissal lasts for the page session', async ({ page }) => {
  await mockCountry(page, { success: true, country_code: 'ES' });
  await page.goto(`${BETA}/`);
  await waitForHydration(page);
  const banner = page.locator('[data-banner="location"]');
  await banner.getByRole('button', { name: 'Stay on this version' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(300);
  await expect(page.locator('[data-banner="location"]')).toHaveCount(0);
});

test('a failed lookup is only logged', async ({ page, consoleErrors }) => {
  await mockCountry(page, { success: false, message: 'reserved range' });
  await page.goto(`${BETA}/`);
  await waitForHydration(page);
  await page.waitForTimeout(300);
  await expect(page.locator('[data-banner="location"]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('off the beta host the geolocation service is never called, nor the banner code fetched', async ({ page }) => {
  const calls = await mockCountry(page, { success: true, country_code: 'LU' });
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/static\/location-banner-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForTimeout(300);
  expect(calls).toEqual([]);
  expect(chunks).toEqual([]);
  await expect(page.locator('[data-banner="location"]')).toHaveCount(0);
  // The same code does arrive on the beta host.
  await page.goto(`${BETA}/`);
  await expect(page.locator('[data-banner="location"]')).toBeVisible();
  expect(chunks).toHaveLength(1);
});
