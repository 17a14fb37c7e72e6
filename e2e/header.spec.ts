import { test, expect, waitForHydration } from './fixtures';

test.describe('desktop mega-panels', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    // Installed time flows on its own; pausing makes the close delays exact and load-independent.
    await page.clock.pauseAt(Date.now() + 60_000);
  });

  for (const key of ['solution', 'industries', 'company', 'hub']) {
    test(`${key} opens on hover and locks page scroll`, async ({ page }) => {
      const trigger = page.locator(`button[data-menu="${key}"]`);
      await trigger.hover();
      await expect(page.locator(`#panel-${key}`)).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('html')).toHaveClass(/scroll-locked/);
      await expect(page.locator('[data-panel]:visible')).toHaveCount(1);
    });
  }

  test('closes 1000 ms after the menu is left', async ({ page }) => {
    await page.locator('button[data-menu="solution"]').hover();
    await expect(page.locator('#panel-solution')).toBeVisible();
    await page.mouse.move(10, 880); // out of the menu, below the panel
    await page.clock.runFor(990);
    await expect(page.locator('#panel-solution')).toBeVisible();
    await page.clock.runFor(20);
    await expect(page.locator('#panel-solution')).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  });

  test('closes 500 ms after the panel is left, and stays open while inside it', async ({ page }) => {
    await page.locator('button[data-menu="company"]').hover();
    const panel = page.locator('#panel-company');
    await expect(panel).toBeVisible();
    await panel.locator('a').first().hover();
    await page.clock.runFor(1500);
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    await page.mouse.move(20, (box?.y ?? 0) + (box?.height ?? 0) + 40);
    await page.clock.runFor(490);
    await expect(panel).toBeVisible();
    await page.clock.runFor(20);
    await expect(panel).toBeHidden();
  });

  test('a click right after hover keeps the panel open; a later click closes it', async ({ page }) => {
    const trigger = page.locator('button[data-menu="company"]');
    await trigger.hover();
    await trigger.click();
    await expect(page.locator('#panel-company')).toBeVisible();
    await page.clock.runFor(1000);
    await trigger.click();
    await expect(page.locator('#panel-company')).toBeHidden();
  });

  test('a link click closes the panel', async ({ page }) => {
    await page.locator('button[data-menu="hub"]').hover();
    const panel = page.locator('#panel-hub');
    await expect(panel.locator('[data-category-icon]')).toHaveCount(4);
    await panel.locator('a[href="/use-cases"]').click();
    await expect(page.locator('[data-panel]:visible')).toHaveCount(0);
  });

  test('keyboard: Enter opens, links are reachable, Escape closes and returns focus', async ({ page }) => {
    const trigger = page.locator('button[data-menu="industries"]');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', 'panel-industries');
    await page.keyboard.press('Tab');
    await expect(page.locator('#panel-industries a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#panel-industries')).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: tabbing past the last link of a panel moves to the next menu and closes the panel', async ({ page }) => {
    const trigger = page.locator('button[data-menu="solution"]');
    await trigger.focus();
    await page.keyboard.press('Enter');
    // The menu hydrates on this first focus and replays the press: tab only once the panel is open
    // (a busy machine once tabbed through the closed menu's buttons instead).
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#panel-solution')).toBeVisible();
    const links = page.locator('#panel-solution a');
    const count = await links.count();
    for (let i = 0; i < count; i += 1) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('button[data-menu="industries"]')).toBeFocused();
    await expect(page.locator('#panel-solution')).toBeHidden();
  });

  test('hub panel posts show at most 120 characters of excerpt', async ({ page }) => {
    const excerpts = await page.locator('#panel-hub [data-category-icon] + span > span:last-child').allTextContents();
    expect(excerpts).toHaveLength(4);
    for (const text of excerpts) expect(text.length).toBeLessThanOrEqual(120);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, lists the same sections, shows 3 hub posts and closes on Escape', async ({ page, consoleErrors }) => {
    await page.goto('/uk');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.locator('button[data-menu="solution"]')).toBeHidden();
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    const drawer = page.getByRole('navigation', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    const sections = drawer.locator(':scope > ul > li > button');
    await expect(sections).toHaveCount(4);
    await sections.nth(3).click();
    await expect(drawer.locator('[data-category-icon]')).toHaveCount(3);
    await sections.nth(1).click();
    await expect(drawer.locator('a[href="/uk/industries/defense"]')).toHaveText('Defence');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
    expect(consoleErrors).toEqual([]);
  });
});

test('announcement banner links to the hub and stays dismissed', async ({ page }) => {
  await page.goto('/es');
  await waitForHydration(page);
  const banner = page.locator('[data-banner="announcement"]');
  await expect(banner.locator('a')).toHaveAttribute('href', '/es/hub');
  await banner.getByRole('button').click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  // Hidden before its first paint; its server HTML stays until the banner's code hydrates on demand.
  await expect(page.locator('[data-banner="announcement"]')).toBeHidden();
});

test('language switcher goes to the same page in another language and is remembered', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator('header').getByRole('button', { name: /^EN, Language/ }).click();
  await page.getByRole('banner').locator('a[hreflang="pt"]').first().click();
  await expect(page).toHaveURL(/\/pt$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('pt');
  // The browser's router holds one language's routes (src/routes/build-routes.tsx): another
  // language is a document load, which then hydrates with that language's routes.
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.evaluate(() => {
    void (window as unknown as { __quorviaRouter: { navigate: (to: string) => Promise<void> } }).__quorviaRouter.navigate('/pt/hub');
  });
  await expect(page).toHaveURL(/\/pt\/hub$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('footer holds the year, legal, region and social links', async ({ page }) => {
  await page.goto('/fr');
  await waitForHydration(page);
  const footer = page.locator('footer');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  for (const href of ['/fr/legal/cookies', '/fr/legal', '/fr/legal/privacy', '/fr/brand/newsroom', '/fr/bookademo', '/fr/contact', '/fr/hub']) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  const regions = footer.locator('a[hreflang]');
  await expect(regions).toHaveText(['US', 'UK', 'FR', 'ES', 'PT', 'LU']);
  await expect(regions.first()).toHaveAttribute('href', '/');
  await expect(footer.locator('a[href^="/fr/hub/"]')).toHaveCount(2);
  await expect(footer.locator('a[target="_blank"]')).toHaveCount(2);
});

test('the language button is named by what it shows (WCAG 2.5.3), in every language', async ({ page }) => {
  for (const [prefix, visible, lang] of [['/lu', 'LU', 'lb'], ['/pt', 'PT', 'pt'], ['/uk', 'UK', 'en-GB']] as const) {
    await page.goto(`${prefix}/solution`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const button = page.locator('header button[aria-controls]').filter({ hasText: visible }).first();
    await expect(button).toBeVisible();
    const name = await button.evaluate((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
    expect(name.startsWith(visible), `${prefix}: "${name}"`).toBe(true);
  }
});
