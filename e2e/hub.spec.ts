import { test, expect, waitForHydration } from './fixtures';
import { editRouteData } from './route-data';
import { stagingRequests } from './staging-requests';

const cardIds = (page: import('@playwright/test').Page) =>
  page.locator('ul[data-page] [data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));

test.describe('hub list', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/hub');
    await waitForHydration(page);
  });

  test('shows the newest post as the hero and leaves it out of the grid', async ({ page }) => {
    const hero = page.locator('section[aria-labelledby="hub-latest"] [data-card]');
    await expect(hero).toHaveAttribute('data-card', 'legal-basis-and-proportionality');
    expect(await cardIds(page)).not.toContain('legal-basis-and-proportionality');
    // The tests build the development site, which shows the sample draft (hackathon-lessons) too.
    await expect(page.locator('#hub-results')).toHaveText('13 articles');
  });

  test('pages the grid by 6 with links to pages of their own, landing on the results', async ({ page, consoleErrors }) => {
    expect(await cardIds(page)).toEqual([
      'force-structure-from-open-sources',
      'geo-search-for-duty-of-care',
      'defence-osint-symposium-paris-2025',
      'measuring-query-decay',
      'opsec-for-small-teams',
      // The sample draft, shown by the development site the tests build.
      'hackathon-lessons',
    ]);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/hub/page/2#hub-results');
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/hub\/page\/2#hub-results$/);
    await expect(page.locator('ul[data-page="2"]')).toBeVisible();
    expect(await cardIds(page)).toHaveLength(6);
    await expect(page.locator('#hub-results')).toBeFocused();
    await expect(page).toHaveTitle('Hub: research, tradecraft and events – Page 2 | Quorvia');
    // The hero leads every page and stays out of the grid.
    await expect(page.locator('section[aria-labelledby="hub-latest"] [data-card]')).toHaveAttribute('data-card', 'legal-basis-and-proportionality');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // Thirteen cards after the hero (the development site shows the sample draft): a third page follows.
    await expect(pager.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/hub/page/3#hub-results');
    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/hub#hub-results$/);
    await expect(page.locator('ul[data-page="1"]')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('changing the sort reads the list index (never the full list), returns to page 1, oldest first, and pages with buttons', async ({ page }) => {
    await page.goto('/hub/page/2');
    await waitForHydration(page);
    const indexRequests: string[] = [];
    page.on('request', (r) => /\/(assets\/lists|pagefind-lists\/hub)\//.test(r.url()) && indexRequests.push(new URL(r.url()).pathname));
    await page.locator('select[data-control="sort"]').selectOption('asc');
    await expect(page.locator('ul[data-page="1"]')).toBeVisible();
    // The index answers a moment after the first page shows: its cards replace the prerendered ones.
    await expect.poll(async () => (await cardIds(page))[0]).toBe('small-data-beats-big-data');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page.locator('ul[data-page="2"]')).toBeVisible();
    await page.locator('select[data-control="sort"]').selectOption('desc');
    await expect.poll(() => cardIds(page)).toContain('force-structure-from-open-sources');
    // The index code once; no list of every card.
    expect(indexRequests.filter((p) => p === '/pagefind-lists/hub/pagefind.js')).toHaveLength(1);
    expect(indexRequests.filter((p) => p.startsWith('/assets/lists/'))).toEqual([]);
  });

  test('filtering by a topic returns to page 1 and shows only that topic', async ({ page }) => {
    await page.goto('/hub/page/2');
    await waitForHydration(page);
    await page.locator('select[data-control="category"]').selectOption('research');
    await expect(page.locator('ul[data-page="1"]')).toBeVisible();
    await expect.poll(() => cardIds(page)).toEqual(['measuring-query-decay', 'auditable-ai-no-black-box', 'small-data-beats-big-data']);
    await expect(page.locator('#hub-results')).toHaveText('3 articles');
    await expect(page.getByRole('button', { name: 'Page 1' })).toBeDisabled();
  });

  test('when the index cannot load, the page says so and keeps its own cards and controls', async ({ page, consoleErrors }) => {
    await page.route('**/pagefind-lists/**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/fr/hub');
    await waitForHydration(page);
    const before = await cardIds(page);
    await page.locator('select[data-control="category"]').selectOption('research');
    await expect(page.locator('[data-list-error]')).toHaveText(/La liste complète n’a pas pu être chargée/, { timeout: 15_000 });
    await expect(page.locator('select[data-control="category"]')).toHaveValue('all');
    expect(await cardIds(page)).toEqual(before);
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/fr/hub/page/2#hub-results');
    expect(consoleErrors.filter((e) => !/status of 503/.test(e))).toEqual([]);
  });

  test('a later page is its own page in every language: prerendered cards, title and canonical, no index fetched', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => /\/(assets\/lists|pagefind-lists)\//.test(r.url()) && indexRequests.push(r.url()));
    const html = await (await page.request.get('/lu/hub/page/2')).text();
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/www\.quorvia\.example\/lu\/hub\/page\/2"/);
    expect(html).toContain('data-page="2"');
    await page.goto('/lu/hub/page/2');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/ – Säit 2 \| Quorvia$/);
    // The last breadcrumb names the page, as the structured data's does.
    await expect(page.locator('#main nav span[aria-current="page"]')).toHaveText(/^Hub – Säit 2$/);
    expect(await cardIds(page)).toHaveLength(6);
    await expect(page.getByRole('navigation', { name: 'Säiten' }).getByRole('link', { name: 'Säit 1' })).toHaveAttribute('href', '/lu/hub#hub-results');
    expect(indexRequests).toEqual([]);
    // A later page shares its list's oEmbed file (a file per page would cost 11,000 at 10,000 posts).
    const oembed = page.locator('head link[type="application/json+oembed"]');
    await expect(oembed).toHaveAttribute('href', 'https://www.quorvia.example/assets/pages/lu/hub.oembed.json');
    const shared = await page.request.get('/assets/pages/lu/hub.oembed.json');
    expect(shared.status()).toBe(200);
    expect(((await shared.json()) as { title: string }).title).not.toMatch(/Säit/);
    expect((await page.request.get('/assets/pages/lu/hub/page/2.oembed.json')).status()).toBe(404);
    for (const missing of ['/hub/page/1', '/hub/page/99', '/fr/hub/page/x']) expect((await page.request.get(missing)).status(), missing).toBe(404);
  });

  test('cards link to the article in the page language', async ({ page }) => {
    await page.goto('/fr/hub');
    await waitForHydration(page);
    await expect(page.locator('[data-card="measuring-query-decay"] a')).toHaveAttribute('href', '/fr/hub/measuring-query-decay');
  });
});

test.describe('article page', () => {
  test('shows a table of contents only with more than 3 headings', async ({ page }) => {
    await page.goto('/hub/managed-attribution-explained');
    await waitForHydration(page);
    await expect(page.locator('#toc li')).not.toHaveCount(0);
    await page.locator('#toc a').first().click();
    await expect(page).toHaveURL(/#why-attribution-matters$/);
    await page.goto('/hub/opsec-for-small-teams');
    await waitForHydration(page);
    await expect(page.locator('#article-body h2, #article-body h3')).toHaveCount(2);
    await expect(page.locator('#toc')).toHaveCount(0);
  });

  // Phones read the text first: the contents are one closed row just before it (the side card
  // with facts and sharing follows the text); desktop keeps the contents in the side card.
  test('contents sit beside the text at 1440 px and in a closed disclosure before it on a phone', async ({ page }) => {
    const box = (selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/hub/managed-attribution-explained');
      await waitForHydration(page);
      const disclosure = page.locator('[data-toc-disclosure]');
      if (width === 390) {
        await expect(page.locator('#toc')).toBeHidden();
        await expect(disclosure).toBeVisible();
        await expect(disclosure).not.toHaveAttribute('open', /.*/);
        const [contents, body] = [await box('[data-toc-disclosure]'), await box('#article-body')];
        expect(contents.bottom, 'contents before the text').toBeLessThanOrEqual(body.top);
        expect(contents.height, 'one compact row while closed').toBeLessThan(60);
      } else {
        await expect(disclosure).toBeHidden();
        const [toc, body] = [await box('#toc'), await box('#article-body')];
        expect(toc.left, 'contents right of the text').toBeGreaterThanOrEqual(body.right);
      }
    }
  });

  test('the phone contents open from the keyboard, in the page language, and lead to a section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    for (const [prefix, label] of [['', 'Contents'], ['/fr', 'Sommaire'], ['/lu', 'Inhalt']] as const) {
      await page.goto(`${prefix}/hub/managed-attribution-explained`);
      await waitForHydration(page);
      const summary = page.locator('[data-toc-disclosure] summary');
      await expect(summary).toContainText(label);
      const links = page.locator('[data-toc-disclosure] nav a');
      await expect(links.first()).toBeHidden();
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-toc-disclosure]')).toHaveAttribute('open', '');
      await expect(links.first()).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(links.first()).toBeFocused();
      const section = (await links.first().getAttribute('href')) ?? '';
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${section}$`));
    }
  });

  test('copies the share link to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/uk/hub/measuring-query-decay');
    await waitForHydration(page);
    await page.locator('[data-share="copy"]').click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://www.quorvia.example/share/hub/measuring-query-decay/');
    await expect(page.locator('[data-share="linkedin"]')).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent('https://www.quorvia.example/share/hub/measuring-query-decay/')}`,
    );
  });

  test('share buttons never leave one network alone on a row, at 390 and 1440 px, in Luxembourgish', async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/lu/hub/measuring-query-decay');
      await waitForHydration(page);
      const top = (name: string) => page.locator(`[data-share="${name}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
      const [linkedin, whatsapp, x] = [await top('linkedin'), await top('whatsapp'), await top('x')];
      expect([whatsapp, x], `${width}px`).toEqual([linkedin, linkedin]);
    }
  });

  test('an embed starts as a placeholder and becomes a sandboxed frame when allowed', async ({ page }) => {
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>video</p>' }));
    await page.goto('/hub/crowd-signals-at-large-events');
    await waitForHydration(page);
    const placeholder = page.locator('.article-embed');
    await expect(placeholder).toContainText('www.youtube-nocookie.com');
    await expect(page.locator('#article-body iframe')).toHaveCount(0);
    await placeholder.getByRole('button', { name: 'Allow and display content' }).click();
    const frame = page.locator('#article-body iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(frame).toHaveAttribute('width', '100%');
    await expect(frame).toHaveAttribute('height', '360');
    await expect(page.locator('meta[name="quorvia:third-parties"]')).toHaveAttribute('content', /videoEmbed/);
  });

  test('reaching an article with an embed from a page whose CSP does not allow it reloads it with its own policy', async ({ page }) => {
    await page.goto('/hub');
    await waitForHydration(page);
    await expect(page.locator('meta[name="quorvia:third-parties"]')).toHaveAttribute('content', 'geolocation');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.locator('[data-card="crowd-signals-at-large-events"] a').click();
    await expect(page).toHaveURL(/\/hub\/crowd-signals-at-large-events$/);
    await expect(page.locator('meta[name="quorvia:third-parties"]')).toHaveAttribute('content', 'geolocation videoEmbed');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    await expect(page.locator('.article-embed')).toBeVisible();
  });

  test('a rendering error shows the fallback with details, inside the page', async ({ page }) => {
    await editRouteData(page, /^\/hub\/opsec-for-small-teams$/, (data) => {
      const value = data as { article?: { body: { html: unknown } } } | null;
      if (value?.article) value.article.body.html = 42;
      return value;
    });
    await page.goto('/hub');
    await waitForHydration(page);
    await page.locator('[data-card="opsec-for-small-teams"] a').click();
    const fallback = page.locator('[data-article-error="render"]');
    await expect(fallback).toContainText('Something went wrong');
    await expect(fallback).toContainText('We encountered an unexpected error while rendering this article.');
    await fallback.locator('summary').click();
    await expect(fallback.locator('pre')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Operational security for small investigation teams');
  });

  test('an unknown id is the 404 page', async ({ page }) => {
    const response = await page.goto('/fr/hub/no-such-post');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('[data-page="not-found"]')).toBeVisible();
  });
});

test('staging host: preview posts replace and join the list with a PREVIEW badge', async ({ page }) => {
  await page.route('**/assets/posts/staging.json', (route) =>
    route.fulfill({
      json: [
        { id: 'measuring-query-decay', title: 'Measuring query decay (revised)', excerpt: 'Revised.', categories: ['research'], date: '2025-07-22', source: 'staging' },
        { id: 'brand-new-preview', title: 'A preview only on staging', excerpt: 'Draft.', categories: ['events'], date: '2026-11-20', source: 'staging' },
        { title: 'no id, ignored', date: '2026-11-19' },
      ],
    }),
  );
  await page.goto('http://staging.quorvia.example/hub');
  await waitForHydration(page);
  const hero = page.locator('section[aria-labelledby="hub-latest"] [data-card]');
  await expect(hero).toHaveAttribute('data-card', 'brand-new-preview');
  await expect(hero).toContainText('Preview');
  const revised = page.locator('[data-card="measuring-query-decay"]');
  await expect(revised).toContainText('Measuring query decay (revised)');
  await expect(revised).toContainText('Preview');
  await expect(page.getByText('no id, ignored')).toHaveCount(0);
});

test('production host: no staging request is made', async ({ page }) => {
  expect(await stagingRequests(page, '/hub')).toEqual([]);
});
