import { test, expect, waitForHydration } from './fixtures';

test('platform overview: hero, the five sections in order each with its product close-up, and the four capabilities', async ({ page }) => {
  await page.goto('/solution');
  await waitForHydration(page);
  await expect(page.locator('[data-section]')).toHaveCount(5);
  expect(await page.locator('[data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')))).toEqual([
    'humanCentred',
    'integration',
    'interface',
    'automation',
    'compliance',
  ]);
  for (const img of await page.locator('[data-section] img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(img).not.toHaveAttribute('alt', '');
  }
  for (const key of ['browse', 'investigate', 'monitor', 'create']) {
    await expect(page.locator(`#capabilities a[href="/solution/${key}"]`)).toBeVisible();
  }
});

for (const [capability, cards, intro] of [
  ['browse', 5, false],
  ['investigate', 6, true],
  ['monitor', 6, true],
  ['create', 6, true],
] as const) {
  test(`/fr/solution/${capability}: ${cards} cards${intro ? ' and an intro' : ''}, header back to /solution`, async ({ page }) => {
    await page.goto(`/fr/solution/${capability}`);
    await waitForHydration(page);
    await expect(page.locator('[data-cards] > li')).toHaveCount(cards);
    await expect(page.locator('main header a[href="/fr/solution"]').first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.quorvia.example/fr/solution/${capability}`);
    await expect(page.locator('main p[class*="intro"]')).toHaveCount(intro ? 1 : 0);
  });
}

test('the monitor page states the number of ready-made queries', async ({ page }) => {
  await page.goto('/solution/monitor');
  await expect(page.locator('main')).toContainText('200');
});
