import { test, expect, waitForHydration } from './fixtures';
import { submitPassword, unlock } from './brand-gate';
import { axeViolations } from './axe';
import { samplePagesAcrossLanguages } from './sample-pages';

// Every route pattern once, in the six languages by turns (to keep the suite short): the components, contrast
// and landmarks are the same in every language. What does differ by language is checked
// where it is decided: every key translated (i18n check), lang and hreflang (seo gate), markup
// (html gate on every page), foreign-language passages (content-language.spec.ts).
for (const sample of samplePagesAcrossLanguages()) {
  test(`axe: ${sample.label} has no WCAG 2.1 A/AA violation`, async ({ page }) => {
    await page.goto(sample.url);
    await waitForHydration(page);
    expect(await axeViolations(page, sample.url)).toEqual([]);
  });
}

// Each state below checks the part it changes; the page around it has its full check above.
test.describe('interactive states', () => {
  // Each panel once, in English and French by turns: the panels are one component whose colours
  // and roles do not change with the language.
  for (const [panel, locale] of [['solution', 'en'], ['industries', 'fr'], ['company', 'en'], ['hub', 'fr']] as const) {
    test(`axe: ${panel} panel open (${locale})`, async ({ page }) => {
      await page.goto(locale === 'en' ? '/' : `/${locale}`);
      await waitForHydration(page);
      await page.locator(`button[data-menu="${panel}"]`).click();
      await expect(page.locator(`#panel-${panel}`)).toBeVisible();
      expect(await axeViolations(page, `${panel} panel`, 'header')).toEqual([]);
    });
  }

  test('axe: language switcher open', async ({ page }) => {
    await page.goto('/lu');
    await waitForHydration(page);
    await page.locator('header button[aria-expanded][aria-label]').first().click();
    expect(await axeViolations(page, 'language switcher', 'header')).toEqual([]);
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    // In Portuguese, whose longer labels wrap most; the drawer is one component in every language.
    test('axe: mobile menu open with each section expanded in turn (pt)', async ({ page }) => {
      await page.goto('/pt');
      await waitForHydration(page);
      const toggle = page.locator('header button[aria-controls][aria-label]').last();
      await toggle.click();
      const drawer = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(drawer).toBeVisible();
      const sections = drawer.locator('button[aria-expanded]');
      const violations: string[] = [];
      for (let i = 0; i < (await sections.count()); i += 1) {
        await sections.nth(i).click();
        await expect(sections.nth(i)).toHaveAttribute('aria-expanded', 'true');
        violations.push(...(await axeViolations(page, `mobile menu section ${i + 1}`, 'header')));
      }
      expect(violations).toEqual([]);
    });
  });

  test('axe: article with its embed placeholder, then with the frame allowed', async ({ page }) => {
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><p>video</p>' }));
    await page.goto('/es/hub/crowd-signals-at-large-events');
    await waitForHydration(page);
    await expect(page.locator('.article-embed')).toBeVisible();
    const before = await axeViolations(page, 'embed placeholder', '#article-body');
    await page.locator('.article-embed button').click();
    await expect(page.locator('#article-body iframe')).toBeVisible();
    expect([...before, ...(await axeViolations(page, 'embed frame', '#article-body'))]).toEqual([]);
  });

  test('axe: hub with another page and a topic selected', async ({ page }) => {
    await page.goto('/pt/hub');
    await waitForHydration(page);
    await page.locator('select[data-control="category"]').selectOption('tradecraft');
    // While the index answers, the list is dimmed as busy: contrast is read on what it settles to.
    // (The index's page has a pager of buttons where the prerendered one has links.)
    await expect(page.locator('main section[aria-busy] nav a')).toHaveCount(0);
    await expect(page.locator('main section[aria-busy="false"] ul[data-page="1"]')).toBeVisible();
    expect(await axeViolations(page, 'hub filtered', 'main')).toEqual([]);
  });

  test('axe: leadership modal open', async ({ page }) => {
    await page.goto('/fr/about/leadership');
    await waitForHydration(page);
    await page.locator('[data-executive]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, 'leadership modal', 'dialog[open]')).toEqual([]);
  });

  test('axe: location banner shown', async ({ page }) => {
    await page.route(/ipapi\.quorvia-geo\.example/, (route) => route.fulfill({ json: { success: true, country_code: 'LU' } }));
    await page.goto('http://beta.quorvia.example/');
    await waitForHydration(page);
    await expect(page.locator('[data-banner="location"]')).toBeVisible();
    expect(await axeViolations(page, 'location banner', '[data-banner="location"]')).toEqual([]);
  });

  test('axe: brand password gate with its error (es)', async ({ page }) => {
    await page.goto('/es/brand/assets');
    await waitForHydration(page);
    await submitPassword(page, 'not the password');
    await expect(page.locator('[data-gate-error]')).toBeVisible();
    expect(await axeViolations(page, 'password gate error', 'main')).toEqual([]);
  });

  test('axe: brand assets unlocked with the photo modal open (fr)', async ({ page }) => {
    await page.goto('/fr/brand/assets');
    await waitForHydration(page);
    await unlock(page);
    const before = await axeViolations(page, 'assets unlocked', 'main');
    await page.locator('[data-person] button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect([...before, ...(await axeViolations(page, 'photo modal', 'dialog[open]'))]).toEqual([]);
  });

  test('axe: brand guidelines unlocked with the logo modal open (lu)', async ({ page }) => {
    await page.goto('/lu/brand/guidelines');
    await waitForHydration(page);
    await unlock(page);
    const before = await axeViolations(page, 'guidelines unlocked', 'main');
    await page.locator('[data-logo-download]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect([...before, ...(await axeViolations(page, 'logo modal', 'dialog[open]'))]).toEqual([]);
  });
});
