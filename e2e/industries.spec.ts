import { test, expect, waitForHydration } from './fixtures';

const EXPECTED: Record<string, string[]> = {
  'public-safety': ['large-event-monitoring', 'crisis-monitoring', 'online-radicalization', 'drug-trafficking'],
  'national-security': ['foreign-information-manipulation', 'online-radicalization', 'private-military-company-footprint', 'unit-tracking'],
  defense: ['battlefield-damage-assessment', 'private-military-company-footprint', 'weapon-system-maturity', 'adversary-tactical-capability', 'unit-tracking'],
  corporate: ['vip-trip-protection', 'surrounding-threats'],
};

test('the overview has four sections with Read more to each industry page', async ({ page }) => {
  await page.goto('/es/industries');
  await waitForHydration(page);
  await expect(page.locator('[data-industry]')).toHaveCount(4);
  for (const topic of Object.keys(EXPECTED)) {
    await expect(page.locator(`[data-industry="${topic}"] a`)).toHaveAttribute('href', `/es/industries/${topic}`);
  }
});

for (const [topic, useCases] of Object.entries(EXPECTED)) {
  test(`/industries/${topic} lists its use cases (featured first) and the posts of its topic`, async ({ page }) => {
    await page.goto(`/industries/${topic}`);
    await waitForHydration(page);
    await expect(page.locator('main header a[href="/industries"]').first()).toBeVisible();
    const shown = await page.locator('[data-related="use-cases"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    expect([...shown].sort()).toEqual([...useCases].sort());
    // The first entry of each expected list is that industry's featured use case.
    expect(shown[0]).toBe(useCases[0]);
    for (const card of await page.locator('[data-related="posts"] [data-card] a').all()) {
      await expect(card).toHaveAttribute('href', /^\/hub\//);
    }
    // The newest few of the topic; the hub has the rest.
    await expect(page.locator('[data-related="posts"] > p > a[href="/hub"]')).toHaveText('All articles in the Hub');
  });
}

test('/industries/defence shows the defense page with defense as canonical', async ({ page }) => {
  const response = await page.goto('/uk/industries/defence');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.quorvia.example/uk/industries/defense');
  // hreflang belongs only on canonical pages: the alias lists none, after hydration too.
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('main nav [aria-current="page"]')).toHaveText('Defence');
  const alias = await page.locator('[data-related="use-cases"] [data-card]').count();
  await page.goto('/uk/industries/defense');
  await waitForHydration(page);
  await expect(page.locator('[data-related="use-cases"] [data-card]')).toHaveCount(alias);
});

test('a client-side navigation from /industries/defense to the alias removes the hreflang set', async ({ page }) => {
  await page.goto('/fr/industries/defense');
  await waitForHydration(page);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(7);
  // As a router link navigates: a history entry and a popstate the router handles.
  await page.evaluate(() => {
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: 'e2e-alias', idx: (state?.idx ?? 0) + 1 }, '', '/fr/industries/defence');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.quorvia.example/fr/industries/defense');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await page.goBack();
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(7);
});
