/**
 * Client-side navigations read the target page's route data from its HTML
 * (src/lib/routing/page-data-loader.ts), fetched ahead when the visitor shows intent
 * (prefetch-on-intent.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { editFetchedPage } from './route-data';

const ARTICLE = '/hub/opsec-for-small-teams';

/** The paths the page fetches from now on (fetch(), not documents or scripts). */
function fetchedPaths(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

test('a client-side navigation reads its route data from the target page, in one request', async ({ page }) => {
  await page.goto('/hub');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const requests: Array<{ path: string; type: string }> = [];
  page.on('request', (request) => requests.push({ path: new URL(request.url()).pathname, type: request.resourceType() }));

  await page.locator(`[data-card="opsec-for-small-teams"] a`).click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  await expect(page.locator('h1')).toHaveText('Operational security for small investigation teams');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // Every route of the page (layout and article) from one fetch of its HTML; no data file, no manifest.
  expect(requests.filter((r) => r.path === ARTICLE)).toEqual([{ path: ARTICLE, type: 'fetch' }]);
  expect(requests.filter((r) => r.path.includes('static-loader-data'))).toEqual([]);
});

test('a target page from another deployment turns the navigation into a full page load', async ({ page }) => {
  await page.goto('/hub');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  // The page as a newer deployment serves it: same path, another build hash.
  await editFetchedPage(page, new RegExp(`^${ARTICLE}$`), (html) => html.replace(/__VITE_REACT_SSG_HASH__ = '[^']*'/, "__VITE_REACT_SSG_HASH__ = 'newer0build'"));

  await page.locator(`[data-card="opsec-for-small-teams"] a`).click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  await expect(page.locator('h1')).toHaveText('Operational security for small investigation teams');
  await expect(page.locator('[data-article-error]')).toHaveCount(0);
});

const OTHER_CARD = '[data-card]:not([data-card="opsec-for-small-teams"]) a';

test('pointing at a link fetches its page ahead; passing over it does not', async ({ page }) => {
  await page.goto('/hub');
  await waitForHydration(page);
  const fetched = fetchedPaths(page);
  const card = page.locator(`[data-card="opsec-for-small-teams"] a`);
  const otherPath = new URL((await page.locator(OTHER_CARD).first().getAttribute('href'))!, 'https://x').pathname;

  // Passing over: in and out within one task, so no wait on a busy machine makes it a rest.
  await page.locator(OTHER_CARD).first().evaluate((link) => {
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    link.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
  });
  await card.hover();
  await expect.poll(() => fetched, { timeout: 5_000 }).toContain(ARTICLE);
  expect(fetched).not.toContain(otherPath);

  // The click uses what was fetched.
  await card.click();
  await expect(page.locator('h1')).toHaveText('Operational security for small investigation teams');
  expect(fetched.filter((p) => p === ARTICLE)).toHaveLength(1);
});

test('a keyboard user resting on a link fetches its page ahead; tabbing past one does not', async ({ page }) => {
  await page.goto('/fr/hub');
  await waitForHydration(page);
  const fetched = fetchedPaths(page);
  const passed = new URL((await page.locator(OTHER_CARD).first().getAttribute('href'))!, 'https://x').pathname;
  // Focus moves on from the first card within one task, as a quick Tab does, and rests on the second.
  await page.evaluate((selector) => {
    (document.querySelector(selector) as HTMLElement).focus();
    (document.querySelector('[data-card="opsec-for-small-teams"] a') as HTMLElement).focus();
  }, OTHER_CARD);
  await expect.poll(() => fetched, { timeout: 5_000 }).toContain(`/fr${ARTICLE}`);
  expect(fetched).not.toContain(passed);
});
