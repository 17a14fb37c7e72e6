import { test, expect, waitForHydration } from './fixtures';
import { shiftsSinceNavigation } from './layout-shifts';
import { editRouteData } from './route-data';

test.describe('use cases at 390 px', () => {
  // Reduced motion makes each step land at once, so positions can be asserted exactly.
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('carousel buttons are disabled at the ends, move by 300 px and the wheel scrolls sideways', async ({ page }) => {
    await page.goto('/use-cases');
    await waitForHydration(page);
    // The first 8 leave two cards per industry; the defense topic has a carousel of three.
    await page.locator('[data-topic="defense"]').click();
    const group = page.locator('section[data-group="defense"]');
    const track = group.locator('[data-carousel-track]');
    const previous = group.locator('[data-carousel="previous"]');
    const next = group.locator('[data-carousel="next"]');
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(300);
    await expect(previous).toBeEnabled();
    await track.hover();
    await page.mouse.wheel(0, 120);
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
    // force: the button may turn disabled between the check and the click (the last step lands at
    // the end); a forced click on a disabled button does nothing instead of waiting for it.
    for (let i = 0; i < 20 && (await next.isEnabled()); i += 1) await next.click({ force: true });
    await expect(next).toBeDisabled();
    const end = await track.evaluate((el) => el.scrollLeft);
    // At the end the wheel scrolls the page again.
    const before = await page.evaluate(() => window.scrollY);
    await track.hover();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    expect(await track.evaluate((el) => el.scrollLeft)).toBe(end);
  });
});

test('a carousel whose cards all fit shows no arrows, and nothing moves when they go', async ({ page }) => {
  await page.goto('/use-cases');
  await waitForHydration(page);
  // At 1440 px a group of two cards fits its row.
  const buttons = page.locator('section[data-group] [data-scrollable]');
  await expect(buttons.first()).toHaveAttribute('data-scrollable', 'false');
  await expect(buttons.first().locator('[data-carousel="next"]')).toBeHidden();
  expect(await shiftsSinceNavigation(page)).toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(buttons.first()).toHaveAttribute('data-scrollable', 'true');
  await expect(buttons.first().locator('[data-carousel="next"]')).toBeVisible();
});

test('featured first, groups by first category, and a topic filter', async ({ page }) => {
  await page.goto('/use-cases');
  await waitForHydration(page);
  await expect(page.locator('#featured-use-cases')).toHaveText('Featured');
  await expect(page.locator('section[aria-labelledby="featured-use-cases"] [data-card]')).toHaveCount(4);
  // Capped at 8 (spec 000 section 5): the 4 featured, then the next 4 in two industry groups.
  await expect(page.locator('section[data-group]')).toHaveCount(2);
  await page.locator('[data-topic="national-security"]').click();
  await expect(page.locator('[data-topic="national-security"]')).toHaveAttribute('aria-pressed', 'true');
  const cards = page.locator('[data-card]');
  for (const id of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))) {
    expect(['online-radicalization', 'private-military-company-footprint', 'foreign-information-manipulation', 'unit-tracking']).toContain(id);
  }
  await expect(page.locator('[data-card="vip-trip-protection"]')).toHaveCount(0);
});

test('empty states: none at all, and none for a topic', async ({ page }) => {
  let payload: unknown = { useCases: [] };
  await editRouteData(page, /^\/use-cases$/, (data) => (data && typeof data === 'object' && 'useCases' in data ? payload : data));
  await page.goto('/hub');
  await waitForHydration(page);
  await page.locator('header button[data-menu="hub"]').click();
  await page.locator('#panel-hub a[href="/use-cases"]').click();
  await expect(page.getByRole('status').filter({ hasText: 'No use cases available at the moment.' })).toBeVisible();

  payload = {
    useCases: [
      { id: 'unit-tracking', section: 'use-cases', title: 'Unit tracking', excerpt: 'x', date: '2025-01-01', image: null, categories: ['defense'], readingMinutes: 4, featured: false, lang: 'en' },
    ],
  };
  await page.goto('/hub');
  await waitForHydration(page);
  await page.locator('header button[data-menu="hub"]').click();
  await page.locator('#panel-hub a[href="/use-cases"]').click();
  await page.locator('[data-topic="corporate"]').click();
  await expect(page.getByRole('status').filter({ hasText: 'No use cases available for Corporate security at the moment.' })).toBeVisible();
});

test('lists at most 8 use cases, featured first, and the lead counts what the page shows', async ({ page }) => {
  await page.goto('/use-cases');
  await waitForHydration(page);
  const cards = page.locator('main [data-card]');
  await expect(cards).toHaveCount(8);
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(ids.slice(0, 4).sort()).toEqual(['battlefield-damage-assessment', 'foreign-information-manipulation', 'large-event-monitoring', 'vip-trip-protection']);
  await expect(page.locator('main header')).toContainText('8 situations our customers meet every week');
  await expect(page.locator('main header')).not.toContainText('Twelve');
  // A topic filters first, then caps: every national-security use case is reachable.
  await page.locator('[data-topic="national-security"]').click();
  await expect(cards).toHaveCount(4);
});

test('the lead follows the data in every language', async ({ page }) => {
  const payload = {
    useCases: ['a', 'b', 'c'].map((id) => ({ id, section: 'use-cases', title: id, excerpt: 'x', date: '2025-01-01', image: null, categories: ['defense'], readingMinutes: 4, featured: false, lang: 'en' })),
  };
  await editRouteData(page, /^(\/[a-z]{2})?\/use-cases$/, (data) => (data && typeof data === 'object' && 'useCases' in data ? payload : data));
  const leads: Record<string, string> = { '': '3 situations', '/fr': '3 situations', '/es': '3 situaciones', '/pt': '3 situações', '/lu': '3 Situatiounen' };
  for (const [prefix, lead] of Object.entries(leads)) {
    await page.goto(`${prefix}/hub`);
    await waitForHydration(page);
    await page.locator('header button[data-menu="hub"]').click();
    await page.locator(`#panel-hub a[href="${prefix}/use-cases"]`).click();
    await expect(page.locator('main [data-card]')).toHaveCount(3);
    await expect(page.locator('main header')).toContainText(lead);
  }
  const fr = await (await page.request.get('/fr/use-cases')).text();
  expect(fr).toContain('8 situations');
});
