import { test, expect, hydrateAllParts, waitForHydration } from './fixtures';
import { builtPages, LOCALES } from './built-pages';

const pages = builtPages();

// Each page's own visit (load, hydration, links, widths, menu) is e2e/every-page.spec.ts.
test('the build holds pages in all six languages', () => {
  for (const locale of LOCALES) {
    expect(pages.some((p) => p.locale.key === locale.key), `no page for ${locale.key}`).toBe(true);
  }
});

test('client navigation keeps the language and updates head and lang', async ({ page, consoleErrors }) => {
  await page.goto('/fr/does-not-exist');
  await waitForHydration(page);
  await page.getByRole('link', { name: /accueil/i }).first().click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.quorvia.example/fr');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(7);
  expect(consoleErrors).toEqual([]);
});

test('a page preloads no page chunk, and a page reached client-side arrives with its styles', async ({ page, request, consoleErrors }) => {
  const html = await (await request.get('/')).text();
  const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
  expect(preloads.length).toBeGreaterThan(0);
  // Pages hydrate on demand (src/lib/on-demand): not even home's own page chunk is on the first load.
  expect(preloads.filter((href) => /-page-[\w-]{8}\.js$/.test(href))).toEqual([]);
  expect(html).not.toMatch(/href="\/static\/link-card-[^"]+\.css"/);

  await page.goto('/');
  // The footer's links route client-side once it has hydrated (on a visitor's intent).
  await hydrateAllParts(page);
  await page.locator('footer a[href="/brand"]').click();
  await expect(page).toHaveURL(/\/brand$/);
  // The cards' stylesheet came with the page's chunk: each card is a flex column with a border.
  const card = page.locator('main ul[aria-label] > li > a').first();
  await expect(card).toHaveCSS('display', 'flex');
  await expect(card).toHaveCSS('border-top-style', 'solid');
  expect(consoleErrors).toEqual([]);
});

test('a page fetches the shell translations and its own namespaces only; the next page brings its own', async ({ page, consoleErrors }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    // Translations are JSON files under /static/i18n/<version>/<language>-<namespace>.json.
    const name = /\/static\/i18n\/[\w-]+\/(fr-[a-z]+)\.json$/.exec(request.url())?.[1];
    if (name) requested.push(name);
  });
  await page.goto('/fr/legal');
  await hydrateAllParts(page);
  expect(requested.sort()).toEqual(['fr-common', 'fr-legal']);

  await page.locator('footer a[href="/fr/about/leadership"]').click();
  await expect(page).toHaveURL(/\/fr\/about\/leadership$/);
  await expect(page.locator('main h1')).not.toBeEmpty();
  expect(requested).toContain('fr-company');
  // No raw i18n key (namespace:key or dotted path) made it to the screen.
  expect(await page.locator('main').innerText()).not.toMatch(/\b(company|common|legal):[a-z]|\b[a-z]+\.[a-z]+\.[a-z]+\b/i);
  expect(consoleErrors).toEqual([]);
});
