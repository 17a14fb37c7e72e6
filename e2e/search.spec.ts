import { test, expect, waitForHydration, type Fixtures } from './fixtures';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';

/**
 * The site search (Pagefind, built by scripts/build/search-index.ts) from the header's dialog and
 * from /search?q= in several languages. The words come from the content: "workstation" is in the
 * English body of a post that has no French translation (so /fr and /lu show it in English);
 * "cloisonnées" is only in that French translation of another post.
 */
const ENGLISH_WORD = 'workstation';
const ENGLISH_POST = 'managed-attribution-explained';
const FRENCH_ONLY_WORD = 'cloisonnées';
const FRENCH_POST = 'opsec-for-small-teams';

const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
const results = (page: Page) => page.locator('[data-search-results] a');

async function expectClean({ consoleErrors }: Pick<Fixtures, 'consoleErrors'>) {
  expect(consoleErrors).toEqual([]);
}

/** Waits until the header's search part is live (it hydrates when the browser is idle). */
async function searchReady(page: Page) {
  await waitForHydration(page);
  await page.locator('[data-search-open]').focus();
  await expect(page.locator('[data-part="search"][data-part-hydrated]')).toHaveCount(1);
  await page.locator('[data-search-open]').blur();
}

test.describe('site search', () => {
  for (const lang of ['en', 'fr', 'lu']) {
    test(`/search?q= finds a word of a post body in ${lang}`, async ({ page, consoleErrors }) => {
      await page.goto(`${prefix(lang)}/search?q=${ENGLISH_WORD}`);
      await waitForHydration(page);
      await expect(page.locator('[data-search-page-input]')).toHaveValue(ENGLISH_WORD);
      await expect(results(page).and(page.locator(`[href="${prefix(lang)}/hub/${ENGLISH_POST}"]`))).toHaveCount(1);
      await expect(page.locator('[data-search-results] mark').first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expectClean({ consoleErrors });
    });

    test(`the header dialog finds a word of a post body in ${lang}`, async ({ page, consoleErrors }) => {
      await page.goto(`${prefix(lang)}/solution`);
      await searchReady(page);
      await page.locator('[data-search-open]').click();
      const input = page.locator('[data-search-dialog] [role="combobox"]');
      await expect(input).toBeFocused();
      await input.fill(ENGLISH_WORD);
      await expect(page.locator('[data-search-listbox] [role="option"]').filter({ hasText: /managed attribution/i })).toHaveCount(1);
      await expect(page.locator('[data-search-all]')).toHaveAttribute('href', `${prefix(lang)}/search?q=${ENGLISH_WORD}`);
      await expectClean({ consoleErrors });
    });
  }

  test('a word only in a French translation is found from /fr and not from /', async ({ page }) => {
    await page.goto(`/fr/search?q=${encodeURIComponent(FRENCH_ONLY_WORD)}`);
    await waitForHydration(page);
    await expect(results(page).and(page.locator(`[href="/fr/hub/${FRENCH_POST}"]`))).toHaveCount(1);
    await page.goto(`/search?q=${encodeURIComponent(FRENCH_ONLY_WORD)}`);
    await waitForHydration(page);
    await expect(page.locator('[data-search-empty]')).toBeVisible();
    await expect(page.locator('[data-search-empty] a')).toHaveCount(3);
    await expect(results(page)).toHaveCount(0);
  });

  test('the page lists ten results, then ten more on request, fetching each result once', async ({ page, consoleErrors }) => {
    const fragments: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/fragment/')) fragments.push(request.url());
    });
    await page.goto('/search?q=osint');
    await waitForHydration(page);
    await expect(results(page)).toHaveCount(10);
    const total = Number((await page.locator('[data-search-count]').textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(10);
    expect(fragments).toHaveLength(10);
    await page.locator('[data-search-more]').click();
    const shown = Math.min(20, total);
    await expect(results(page)).toHaveCount(shown);
    // Focus lands on the first new result, so a keyboard reader goes on where the list grew.
    await expect(results(page).nth(10)).toBeFocused();
    expect(fragments).toHaveLength(shown);
    expect(new Set(fragments).size).toBe(shown);
    await expectClean({ consoleErrors });
  });

  test('a page that lists cards is not found by its cards\' words: the items are', async ({ page }) => {
    await page.goto('/search?q=coordinator');
    await waitForHydration(page);
    await expect(page.locator('[data-search-results] [data-search-hit-type="job"]').first()).toBeVisible();
    const hrefs = await results(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const listing of ['/about', '/careers', '/hub', '/use-cases']) expect(hrefs).not.toContain(listing);
  });

  test('excerpts hold what the page shows, not text only screen readers hear', async ({ page }) => {
    await page.goto('/lu/search?q=osint');
    await waitForHydration(page);
    await expect(page.locator('[data-search-results] [data-search-hit-type="job"]').first()).toBeVisible();
    await expect(page.locator('[data-search-results]')).not.toContainText('neien Tab');
  });

  test('the type filter narrows the results and is kept in the address', async ({ page }) => {
    await page.goto(`/search?q=${ENGLISH_WORD}`);
    await waitForHydration(page);
    await expect(results(page).first()).toBeVisible();
    await page.locator('[data-search-types] label').filter({ hasText: /^Job$/ }).click();
    await expect(page).toHaveURL(/[?&]type=job/);
    await expect(page.locator(`[data-search-results] a[href="/hub/${ENGLISH_POST}"]`)).toHaveCount(0);
    await page.locator('[data-search-types] label').filter({ hasText: /^Post$/ }).click();
    await expect(results(page).and(page.locator(`[href="/hub/${ENGLISH_POST}"]`))).toHaveCount(1);
    const types = page.locator('[data-search-results] [data-search-hit-type]');
    await expect(types.first()).toHaveText('Post');
    for (const type of await types.evaluateAll((els) => els.map((e) => e.getAttribute('data-search-hit-type')))) expect(type).toBe('post');
  });

  test('keyboard: / opens, typing, ArrowDown and Enter open a result; Esc returns focus', async ({ page, consoleErrors }) => {
    await page.goto('/use-cases');
    await searchReady(page);
    const opener = page.locator('[data-search-open]');
    await opener.focus();
    await page.keyboard.press('/');
    const input = page.locator('[data-search-dialog] [role="combobox"]');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-search-dialog]')).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await page.keyboard.type(ENGLISH_WORD);
    const options = page.locator('[data-search-listbox] [role="option"]');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/use-cases$/);
    await expect(page.locator('[data-search-dialog]')).toHaveCount(0);
    await expectClean({ consoleErrors });
  });

  test('the search field\'s placeholder fits a 320 px screen in every language', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const lang of ['en', 'uk', 'fr', 'es', 'pt', 'lu']) {
      await page.goto(`${prefix(lang)}/search`);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      const { text, room } = await page.locator('[data-search-page-input]').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return { text: context.measureText(input.placeholder).width, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
      });
      expect(text, lang).toBeLessThanOrEqual(room);
    }
  });

  test('bad query strings never crash the search page', async ({ page, consoleErrors }) => {
    for (const search of ['?q=%E0%A4%A', '?q=%', '?type=<script>alert(1)</script>&q=x', `?q=${'a'.repeat(3000)}`, '?q=<img src=x onerror=alert(1)>']) {
      await page.goto(`/search${search}`);
      await waitForHydration(page);
      await expect(page.locator('#search-title')).toBeVisible();
    }
    await expectClean({ consoleErrors });
  });

  test('without JavaScript the page says search needs it and links the hub and the sitemap', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/lu/search?q=x');
    await expect(page.locator('[data-search-noscript]')).toContainText('JavaScript');
    await expect(page.locator('[data-search-noscript] a[href="/lu/hub"]')).toHaveCount(1);
    await expect(page.locator('[data-search-noscript] a[href="/sitemap.xml"]')).toHaveCount(1);
    await context.close();
  });

  test('axe finds nothing on the search page and in the open dialog', async ({ page }) => {
    await page.goto(`/fr/search?q=${ENGLISH_WORD}`);
    await waitForHydration(page);
    await expect(results(page).first()).toBeVisible();
    expect(await axeViolations(page, 'search page')).toEqual([]);
    await searchReady(page);
    await page.locator('[data-search-open]').click();
    await page.locator('[data-search-dialog] [role="combobox"]').fill(ENGLISH_WORD);
    await expect(page.locator('[data-search-listbox] [role="option"]').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page, 'search dialog', '[data-search-dialog]')).toEqual([]);
  });
});
