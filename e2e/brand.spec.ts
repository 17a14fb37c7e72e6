import { readFileSync } from 'node:fs';
import { test, expect, waitForHydration } from './fixtures';
import { fakeFormProvider, FORM_SCRIPT } from './form-provider';
import { BRAND_PASSWORD, submitPassword, unlock } from './brand-gate';

const NEWEST_FIRST = [
  'net-zero-commitment',
  'award-trusted-analytics-2026',
  'monitor-query-library-200',
  'paris-office-opening',
  'partnership-halvard-orbital',
  'iso-27001-certification',
  'quorvia-closes-series-a-funding',
  'london-office-opening',
];

const cardIds = (page: import('@playwright/test').Page) =>
  page.locator('ul[data-page] [data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));

test.describe('brand index and contact', () => {
  test('/brand links the newsroom, guidelines and assets; its call to action reaches the brand form under that page\'s own CSP', async ({ page, context, consoleErrors }) => {
    await fakeFormProvider(context);
    await page.goto('/fr/brand');
    await waitForHydration(page);
    const cards = page.locator('main ul[aria-label] > li a');
    await expect(cards).toHaveCount(3);
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/fr/brand/newsroom', '/fr/brand/guidelines', '/fr/brand/assets']);
    await page.locator('main a[href="/fr/brand/contact"]').click();
    await expect(page).toHaveURL(/\/fr\/brand\/contact$/);
    // /brand's policy does not allow the form provider: the page is loaded afresh, then the form appears.
    await expect(page.locator('[data-provider-form="2f6b8d14-9c3e-4a7f-b1d2-5e8a0c3f9d66"]')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('/brand/contact loads the brand form with its own id and a privacy note, and removes it on leave', async ({ page, context }) => {
    await fakeFormProvider(context);
    await page.goto('/brand/contact');
    await waitForHydration(page);
    await expect(page.locator('script[data-marketing-form="brand"]')).toHaveAttribute('src', FORM_SCRIPT);
    await expect(page.locator('[data-provider-form="2f6b8d14-9c3e-4a7f-b1d2-5e8a0c3f9d66"]')).toBeVisible();
    await page.locator('main a[href="/legal"]').click();
    await expect(page).toHaveURL(/\/legal$/);
    await expect(page.locator('script[data-marketing-form]')).toHaveCount(0);
  });

  test('without the form script, the brand contact offers the press mailbox', async ({ page }) => {
    await page.goto('/brand/contact');
    await waitForHydration(page);
    await expect(page.locator('[data-form-fallback] a[href^="mailto:press@quorvia.example"]')).toBeVisible();
  });
});

test.describe('newsroom', () => {
  test('newest first in pages of six; oldest first on request; a category resets to one disabled page', async ({ page, consoleErrors }) => {
    await page.goto('/brand/newsroom');
    await waitForHydration(page);
    await expect(page.locator('#newsroom-results')).toHaveText('8 articles');
    expect(await cardIds(page)).toEqual(NEWEST_FIRST.slice(0, 6));
    await page.getByRole('navigation', { name: 'Newsroom pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/brand\/newsroom\/page\/2#newsroom-results$/);
    await expect(page.locator('ul[data-page="2"]')).toBeVisible();
    expect(await cardIds(page)).toEqual(NEWEST_FIRST.slice(6));
    await expect(page.locator('#newsroom-results')).toBeFocused();
    await expect(page).toHaveTitle('Newsroom – Page 2 | Quorvia');

    await page.locator('select[data-control="sort"]').selectOption('asc');
    await expect(page.locator('ul[data-page="1"]')).toBeVisible();
    await expect.poll(() => cardIds(page)).toEqual([...NEWEST_FIRST].reverse().slice(0, 6));

    const category = page.locator('select[data-control="category"]');
    await expect(category.locator('option[value="press-release"]')).toHaveText('Press Release');
    await expect(category.locator('option[value="product-update"]')).toHaveText('Product Update');
    await category.selectOption('press-release');
    await expect(page.locator('#newsroom-results')).toHaveText('5 articles');
    await expect.poll(() => cardIds(page)).toEqual(['london-office-opening', 'quorvia-closes-series-a-funding', 'partnership-halvard-orbital', 'paris-office-opening', 'net-zero-commitment']);
    await expect(page.getByRole('button', { name: 'Page 1' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(consoleErrors).toEqual([]);
  });

  test('one result reads in the singular, in every language ("1 article", not "1 articles")', async ({ page }) => {
    for (const [prefix, one] of [['', '1 article'], ['/fr', '1 article'], ['/es', '1 artículo'], ['/pt', '1 artigo'], ['/lu', '1 Artikel']] as const) {
      await page.goto(`${prefix}/brand/newsroom`);
      await waitForHydration(page);
      await page.locator('select[data-control="category"]').selectOption('funding');
      await expect(page.locator('#newsroom-results')).toHaveText(one);
    }
  });

  test('cards show the image or a black 200 px band, the long date and the excerpt or description start', async ({ page }) => {
    await page.goto('/brand/newsroom');
    await waitForHydration(page);
    const withImage = page.locator('[data-card="monitor-query-library-200"]');
    await expect(withImage.locator('img')).toHaveAttribute('src', /^\/static\/img\/monitor-query-library-200-\w+-\d+x\d+\.webp$/);
    expect((await withImage.locator('img').boundingBox())?.height).toBe(200);
    const placeholder = page.locator('[data-card="net-zero-commitment"] [aria-hidden="true"]').first();
    expect(await placeholder.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)');
    expect((await placeholder.boundingBox())?.height).toBe(200);
    await expect(page.locator('[data-card="net-zero-commitment"] time')).toHaveText('April 22, 2026');
    // No excerpt in the file: the card starts the description, markup stripped, within 150 characters.
    const excerpt = (await page.locator('[data-card="net-zero-commitment"] p').first().textContent()) ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(150);
    expect(excerpt).not.toMatch(/[<>]/);
    await expect(page.locator('[data-card="award-trusted-analytics-2026"]')).not.toContainText('min read');
  });

  test('an article page has its body, a NewsArticle and a way back to the list', async ({ page, consoleErrors }) => {
    await page.goto('/pt/brand/newsroom');
    await waitForHydration(page);
    await page.locator('[data-card="paris-office-opening"] a').click();
    await expect(page).toHaveURL(/\/pt\/brand\/newsroom\/paris-office-opening$/);
    await expect(page.locator('h1')).toContainText('Paris');
    await expect(page.locator('#article-body p').first()).toBeVisible();
    // The head follows a client-side navigation once unhead has loaded (src/lib/head/deferred-head.ts).
    const types = () => page.locator('script[type="application/ld+json"]').evaluateAll((s) => s.map((e) => JSON.parse(e.textContent ?? '{}')['@type']));
    await expect.poll(types).toContain('NewsArticle');
    await page.locator('main a[href="/pt/brand/newsroom"]').last().click();
    await expect(page).toHaveURL(/\/pt\/brand\/newsroom$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('newsroom leads and excerpts', () => {
  const descriptionText = (id: string) => {
    const entry = (JSON.parse(readFileSync('content/posts/newsroom.json', 'utf8')) as Array<{ id: string; description: string }>).find((a) => a.id === id);
    return Buffer.from(entry?.description ?? '', 'base64').toString('utf8').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  };

  test('an article without an excerpt has no lead repeating its first paragraph; one with an excerpt leads with it', async ({ page }) => {
    await page.goto('/brand/newsroom/paris-office-opening');
    await waitForHydration(page);
    const band = page.locator('main article > header');
    await expect(band.locator('h1')).toBeVisible();
    await expect(band).not.toContainText('Quorvia today opened its third office');
    await page.goto('/brand/newsroom/london-office-opening');
    const excerpt = (JSON.parse(readFileSync('content/posts/newsroom.json', 'utf8')) as Array<{ id: string; excerpt?: string }>).find((a) => a.id === 'london-office-opening')?.excerpt ?? '';
    await expect(band).toContainText(excerpt.slice(0, 60));
  });

  test('card excerpts built from the description end at a word boundary, with an ellipsis', async ({ page }) => {
    await page.goto('/brand/newsroom');
    await waitForHydration(page);
    for (const id of ['net-zero-commitment', 'paris-office-opening']) {
      const shown = ((await page.locator(`[data-card="${id}"] p`).first().textContent()) ?? '').trim();
      expect(shown.length).toBeLessThanOrEqual(150);
      expect(shown.endsWith('...')).toBe(true);
      const kept = shown.slice(0, -3);
      const full = descriptionText(id);
      expect(full.startsWith(kept)).toBe(true);
      // The next character of the text is a space: no word was cut.
      expect(full.charAt(kept.length)).toBe(' ');
    }
  });
});

test.describe('password gate', () => {
  test('required field, error under it until the next keystroke, retry with the right password', async ({ page, consoleErrors }) => {
    await page.goto('/brand/assets');
    await waitForHydration(page);
    const field = page.getByPlaceholder('Password', { exact: true });
    await expect(field).toHaveAttribute('required', '');
    await page.locator('[data-gate] button[type="submit"]').click();
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(page.locator('[data-gate-error]')).toHaveCount(0);

    await submitPassword(page, 'press-kit-2024');
    const error = page.locator('[data-gate-error]');
    await expect(error).toHaveText('Incorrect password. Please try again.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.press('x');
    await expect(error).toHaveCount(0);

    await submitPassword(page, BRAND_PASSWORD);
    await expect(page.locator('[data-unlocked="assets"]')).toBeFocused();
    await expect(page.locator('[data-person]')).toHaveCount(2);
    expect(consoleErrors).toEqual([]);
  });

  test('each person opens a modal with previews and a link per photo: Download N, or Download for one', async ({ page, request }) => {
    await page.goto('/brand/assets');
    await waitForHydration(page);
    await unlock(page);
    await page.locator('[data-person="mathilde-reuland"] button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img')).toHaveCount(2);
    const links = dialog.locator('a[data-download]');
    await expect(links).toHaveText(['Download 1', 'Download 2']);
    const href = (await links.first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/download\/brand\/[0-9a-f]{20}\/mathilde-reuland-portrait\.jpg$/);
    const photo = await request.get(href);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toContain('image/jpeg');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-person="mathilde-reuland"] button')).toBeFocused();
    await page.locator('[data-person="dariusz-olech"] button').click();
    await expect(page.getByRole('dialog').locator('a[data-download]')).toHaveText(['Download']);
  });

  test('an unlock lasts for this visit: client navigation keeps it, a reload asks again', async ({ page }) => {
    await page.goto('/brand/assets');
    await waitForHydration(page);
    await unlock(page);
    await page.locator('main a[href="/brand"]').first().click();
    await page.locator('main a[href="/brand/guidelines"]').click();
    await expect(page.locator('[data-unlocked="guidelines"]')).toBeVisible();
    for (const section of ['purpose', 'powered-by', 'usage', 'practices']) await expect(page.locator(`section#${section} h2`)).toBeVisible();
    await expect(page.locator('[data-clear-zone]')).toBeVisible();
    await expect(page.locator('[data-practice]')).toHaveCount(6);
    await page.locator('[data-logo-download]').click();
    await expect(page.getByRole('dialog').locator('a[download]')).toHaveCount(5);

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('[data-gate]')).toBeVisible();
    await expect(page.locator('[data-unlocked]')).toHaveCount(0);
  });

  test('translated: the French gate errors in French and its hint asks the French brand contact', async ({ page }) => {
    await page.goto('/fr/brand/guidelines');
    await waitForHydration(page);
    await expect(page.locator('[data-gate] a[href="/fr/brand/contact"]')).toBeVisible();
    await submitPassword(page, 'mot de passe');
    await expect(page.locator('[data-gate-error]')).not.toHaveText('Incorrect password. Please try again.');
    await expect(page.locator('[data-gate-error]')).not.toBeEmpty();
    await unlock(page);
    await expect(page.locator('section#purpose h2')).not.toHaveText('Purpose');
  });

  test('the prerendered gated pages are noindex and hold no gated text', async ({ request }) => {
    for (const path of ['/brand/assets', '/uk/brand/guidelines']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<meta name="robots" content="noindex');
      expect(html).not.toContain('Fair use for media and press');
      expect(html).not.toContain('Powered By attribution mark');
    }
  });
});
