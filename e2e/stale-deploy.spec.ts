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

const ARTICLE = '/hub/opsec-for-small-teams';

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
  await page.route(
    (url) => url.pathname === ARTICLE,
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/__VITE_REACT_SSG_HASH__ = '[^']*'/, "__VITE_REACT_SSG_HASH__ = 'newer0build'");
      await route.fulfill({ response, body: html });
    },
  );

  await page.locator(`[data-card="opsec-for-small-teams"] a`).click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  await expect(page.locator('h1')).toHaveText('Operational security for small investigation teams');
  await expect(page.locator('[data-article-error]')).toHaveCount(0);
});
