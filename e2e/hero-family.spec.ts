import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { narrowProblems } from './narrow-text';

/**
 * The hero family (src/styles/README.md): each page family opens with its own composition, shown
 * on phones too in a compact form, beside or under the copy but never over it, and never wider
 * than the viewport.
 */
const FAMILIES = [
  { kind: 'product', paths: ['/solution', '/solution/monitor'] },
  { kind: 'data', paths: ['/trust', '/about/environment'] },
  { kind: 'map', paths: ['/contact', '/careers'] },
  { kind: 'people', paths: ['/about/leadership', '/about/partners'] },
  { kind: 'document', paths: ['/legal', '/brand/newsroom'] },
] as const;

/** The hero's composition: its own data attribute, or a product screen's. */
async function composition(page: Page) {
  const hero = page.locator('main header').first();
  const side = hero.locator('[data-hero-kind]');
  await expect(side).toHaveCount(1);
  const visual = hero.locator('[data-composition], [data-product-shot]').first();
  await expect(visual).toBeVisible();
  const kind = (await visual.getAttribute('data-composition')) ?? 'product';
  return { hero, kind, declared: await side.getAttribute('data-hero-kind'), visual };
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [390, 1440]) {
  for (const prefix of ['', '/fr']) {
    test(`each page family opens with its own composition at ${width} px (${prefix || 'en'})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const seen = new Map<string, string>();
      for (const { kind, paths } of FAMILIES) {
        for (const path of paths) {
          await page.goto(`${prefix}${path}`);
          const found = await composition(page);
          expect(found.kind, path).toBe(kind);
          expect(found.declared, path).toBe(kind);
          seen.set(path, found.kind);

          const box = (await found.visual.boundingBox())!;
          for (const text of [found.hero.locator('h1'), found.hero.locator('h1 ~ p').first()]) {
            if ((await text.count()) === 0) continue;
            expect(overlaps(box, (await text.boundingBox())!), `${path}: the ${kind} visual covers the copy`).toBe(false);
          }
          // Phones get the compact form: a strip under the copy, not a second screenful.
          if (width < 1024) expect(box.height, `${path}: compact on phones`).toBeLessThan(kind === 'product' ? 320 : 300);
          expect(await found.visual.evaluate((el) => el.scrollWidth - el.clientWidth), `${path}: spills out of its ${kind} composition`).toBeLessThanOrEqual(1);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${path}: scrolls sideways`).toBeLessThanOrEqual(0);
        }
      }
      expect(new Set(seen.values()).size).toBe(FAMILIES.length);
    });
  }
}

test('the longest labels (Luxembourgish office roles) stay inside the map on a phone, with no word split', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/lu/contact');
  const { visual } = await composition(page);
  expect(await visual.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  await page.evaluate(() => document.fonts.ready);
  expect((await narrowProblems(page)).brokenWords).toEqual([]);
});

test('long-form pages keep their hero to the copy on phones, so their text comes first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/hub/events/2711');
  await expect(page.locator('main header [data-composition]')).toHaveCount(0);
});
