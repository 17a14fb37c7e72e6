import { test, expect, waitForHydration } from './fixtures';

// The browser's language picks its site: the unprefixed page is replaced by that site's page after
// hydration, and the choice is stored. en-GB maps to the British English site, /uk.
const BROWSER_SITES = [
  { locale: 'fr-FR', site: 'fr', lang: 'fr' },
  { locale: 'en-GB', site: 'uk', lang: 'en-GB' },
];
for (const { locale, site, lang } of BROWSER_SITES) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale });

    test(`an unprefixed page is replaced by its /${site} page after hydration`, async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`/${site}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(site);
    });
  });
}

test.describe('browser language fr-FR against a choice the visitor made', () => {
  test.use({ locale: 'fr-FR' });

  test('a stored choice of English wins over the browser language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('prefixed pages are authoritative and never redirect', async ({ page }) => {
    await page.goto('/es');
    await waitForHydration(page);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/es$/);
  });
});

test.describe('browser language en-US', () => {
  test.use({ locale: 'en-US' });

  test('the query parameter lng comes first and is dropped from the URL', async ({ page }) => {
    await page.goto('/?lng=pt&ref=mail');
    await expect(page).toHaveURL(/\/pt\?ref=mail$/);
  });

  test('the i18next cookie is read before storage', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18next', value: 'lu', url: 'http://127.0.0.1' }]);
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'es'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/lu$/);
  });

  test('English visitors stay on the unprefixed page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('caching what was detected', () => {
  test.use({ locale: 'fr-FR' });

  test('a detected English (?lng=en) is cached like any language, so the next visit stays English', async ({ page }) => {
    await page.goto('/?lng=en');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/about$/);
  });
});

test.describe('browser language uk (Ukrainian)', () => {
  test.use({ locale: 'uk-UA' });

  test('is not taken for British English', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['uk'] }));
    await page.goto('/solution');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/solution$/);
  });
});

test.describe('a shared link to a section', () => {
  test.use({ locale: 'fr-FR' });

  test('keeps its fragment through the redirect and lands on the section', async ({ page }) => {
    await page.goto('/about#about-careers-title');
    await expect(page).toHaveURL(/\/fr\/about#about-careers-title$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('#about-careers-title')).toBeInViewport();
  });
});
