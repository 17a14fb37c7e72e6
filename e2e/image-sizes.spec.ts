import type { Locator } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/**
 * Image weight on a phone: each image is an encoded variant (AVIF where the browser decodes it, else
 * WebP) no more than twice as wide as the pixels its box shows. Widths, not timings: the rule holds
 * on any machine.
 */
const DPR = 2;
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: DPR });

async function chosen(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => ({
    path: new URL(el.currentSrc).pathname,
    natural: el.naturalWidth,
    rendered: el.getBoundingClientRect().width,
  }));
}

async function expectPhoneSized(img: Locator, what: string) {
  const { path, natural, rendered } = await chosen(img);
  expect(path, what).toMatch(/^\/static\/img\/.+\.(avif|webp)$/);
  expect(rendered, `${what} is shown`).toBeGreaterThan(0);
  expect(natural, `${what}: ${path} is ${natural} px for ${rendered} CSS px at DPR ${DPR}`).toBeLessThanOrEqual(2 * rendered * DPR);
  // Not the other way round either: a file far narrower than the box would look blurred.
  expect(natural * 2, `${what}: ${path} is too narrow for ${rendered} CSS px`).toBeGreaterThanOrEqual(rendered * DPR);
  return path;
}

test('hub cards and the hero card take phone-sized AVIF files', async ({ page }) => {
  await page.goto('/hub');
  await waitForHydration(page);
  const covers = page.locator('main [data-card] img');
  expect(await covers.count()).toBeGreaterThan(3);
  const paths = [];
  for (const img of (await covers.all()).slice(0, 4)) paths.push(await expectPhoneSized(img, 'hub card'));
  // Chromium decodes AVIF, so the first <source> wins.
  expect(paths.every((p) => p.endsWith('.avif'))).toBe(true);
  await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(covers.nth(1)).toHaveAttribute('loading', 'lazy');
});

test('an article cover is the page LCP image, phone-sized', async ({ page }) => {
  await page.goto('/hub/small-data-beats-big-data');
  await waitForHydration(page);
  const cover = page.locator('main img[width="1200"]').first();
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  expect(await expectPhoneSized(cover, 'article cover')).toContain('/small-data-beats-big-data-');
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
});

test('a product screen and the home poster are phone-sized', async ({ page }) => {
  await page.goto('/solution/monitor');
  await waitForHydration(page);
  await expectPhoneSized(page.locator('main figure[data-product-shot] img').first(), 'capability hero screen');
  await page.goto('/solution');
  await waitForHydration(page);
  await expectPhoneSized(page.locator('main figure[data-product-shot] img').last(), 'solution grid screen');
  await page.goto('/');
  await waitForHydration(page);
  expect(await expectPhoneSized(page.locator('[data-hero-video] img'), 'home poster')).toContain('/hero-poster-mobile-');
});
