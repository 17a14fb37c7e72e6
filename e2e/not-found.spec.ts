import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, waitForHydration } from './fixtures';

const cases = [
  { url: '/no-such-page', lang: 'en', home: '/' },
  { url: '/solution/unknown/deep', lang: 'en', home: '/' },
  { url: '/de/solution', lang: 'en', home: '/' },
  { url: '/msft-marketplace', lang: 'en', home: '/' },
  { url: '/fr/page-inconnue', lang: 'fr', home: '/fr' },
  { url: '/uk/missing', lang: 'en-GB', home: '/uk' },
  { url: '/lu/net-do', lang: 'lb', home: '/lu' },
];

for (const c of cases) {
  test(`${c.url} answers 404 with the ${c.lang} not-found page`, async ({ page, consoleErrors }) => {
    const response = await page.goto(c.url);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`${c.url}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    const notFound = page.locator('[data-page="not-found"]');
    await expect(notFound).toBeVisible();
    await expect(notFound).toContainText('404');
    await expect(notFound.locator('h1')).not.toBeEmpty();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const home = notFound.getByRole('link');
    await expect(home).toHaveAttribute('href', c.home);
    await home.click();
    await expect(page).toHaveURL(new RegExp(`${c.home === '/' ? '/' : c.home}$`));
    await expect(page.locator('[data-page="not-found"]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('404.html exists at the root and for each language prefix', async ({ request }) => {
  for (const file of ['/404.html', '/uk/404.html', '/fr/404.html', '/es/404.html', '/pt/404.html', '/lu/404.html']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(await response.text()).toContain('data-page="not-found"');
  }
});

test('/en pages redirect to the unprefixed English page, as on the CDN; the stubs stay for hosts without redirects', async ({ page }) => {
  await page.goto('/en');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  // Cloudflare applies _redirects before files, so /en answers 301 even though dist/en.html exists.
  const home = await page.request.get('/en', { maxRedirects: 0 });
  expect(home.status()).toBe(301);
  expect(home.headers().location).toBe('/');
  const redirect = await page.request.get('/en/anything/else?utm_source=x', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/anything/else?utm_source=x');
  const stub = readFileSync(resolve('dist', 'en.html'), 'utf8');
  expect(stub).toContain('<meta http-equiv="refresh" content="0; url=/">');
  expect(stub).toContain('<link rel="canonical" href="https://www.quorvia.example">');
});
