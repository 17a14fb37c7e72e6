import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { narrowProblems } from './narrow-text';

/**
 * The hero family (src/styles/README.md): each page family opens with its own composition, shown
 * on phones too in a compact form, beside or under the copy but never over it, and never wider
 * than the viewport.
 */
const FAMILIES = [
  { kind: 'product', paths: ['/solution', '/solution/monitor', '/bookademo', '/industries', '/about'] },
  { kind: 'data', paths: ['/about/environment'] },
  { kind: 'map', paths: ['/contact'] },
  { kind: 'people', paths: ['/about/leadership', '/about/partners', '/careers', '/about/company-culture'] },
  { kind: 'document', paths: ['/legal', '/brand/newsroom', '/trust', '/brand/guidelines'] },
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

test('the map opens the contact pages alone: no other page family repeats it', async ({ page }) => {
  for (const path of ['/bookademo', '/industries', '/careers', '/trust', '/solution']) {
    await page.goto(path);
    await expect(page.locator('main header [data-composition="map"]'), path).toHaveCount(0);
  }
});

test('careers shows one geographic picture: the globe below, and the people a candidate joins above', async ({ page }) => {
  for (const prefix of ['', '/lu']) {
    await page.goto(`${prefix}/careers`);
    const hero = page.locator('main header [data-composition="people"]');
    await expect(hero).toBeVisible();
    await expect(hero.locator('img')).toHaveCount(3);
    await expect(hero.locator('figcaption')).not.toBeEmpty();
    await expect(page.locator('main [data-composition="map"], main svg[data-map-office]')).toHaveCount(0);
  }
});

test('the trust hero is the security overview title page with its real sections, not the figures under it', async ({ page }) => {
  for (const prefix of ['', '/fr', '/lu']) {
    await page.goto(`${prefix}/trust`);
    const sheet = page.locator('main header [data-composition="document"]');
    await expect(sheet).toBeVisible();
    const sections = await page.locator('main section[id] > h2').allTextContents();
    expect(sections.length).toBeGreaterThan(3);
    await expect(sheet.locator('ol li')).toHaveText(sections.map((title) => new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
    // The summary tiles under the hero are the page's figures; the hero repeats none of them.
    const hero = (await page.locator('main header [data-hero-kind] > :last-child').innerText()).toLowerCase();
    for (const value of await page.locator('[data-tile] > span:first-child').allTextContents()) expect(hero, `${prefix}: repeats ${value}`).not.toContain(value.toLowerCase());
  }
});

test('book a demo shows what the demo covers, industries the four sectors, each with the product screen', async ({ page }) => {
  for (const prefix of ['', '/fr', '/lu']) {
    await page.goto(`${prefix}/bookademo`);
    const demo = page.locator('main header [data-composition="product"]');
    await expect(demo.locator('li')).toHaveText(['Browse', 'Investigate', 'Monitor', 'Create']);
    await expect(demo.locator('img')).toHaveCount(1);

    await page.goto(`${prefix}/industries`);
    const sectors = page.locator('main header [data-composition="product"]');
    const names = await page.locator('main [data-industry] h2').allTextContents();
    expect(names).toHaveLength(4);
    await expect(sectors.locator('li')).toHaveText(names);
    await expect(sectors.locator('img')).toHaveCount(1);
  }
});

for (const width of [320, 390]) {
  test(`the new compositions keep their compact phone form at ${width} px, whole words in Luxembourgish`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/lu/bookademo', '/lu/industries', '/lu/careers', '/lu/trust', '/fr/industries', '/lu/about', '/lu/about/environment', '/lu/about/company-culture', '/lu/brand/guidelines', '/fr/about/environment']) {
      await page.goto(path);
      const { visual } = await composition(page);
      expect((await visual.boundingBox())!.height, `${path}: compact`).toBeLessThan(300);
      expect(await visual.evaluate((el) => el.scrollWidth - el.clientWidth), `${path}: spills`).toBeLessThanOrEqual(1);
      await page.evaluate(() => document.fonts.ready);
      expect((await narrowProblems(page)).brokenWords, path).toEqual([]);
    }
  });
}

test('the platform overview shows the product in every section, never an illustration', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/solution');
    const sections = page.locator('[data-section]');
    await expect(sections).toHaveCount(5);
    for (const section of await sections.all()) {
      await expect(section.locator('[data-product-shot] img')).toHaveCount(1);
      await expect(section.locator('img:not([data-product-shot] img)')).toHaveCount(0);
    }
    await expect(page.locator('img[src*="/media/solution/"]')).toHaveCount(0);
  }
});

/** Signed numbers as printed, not digits inside a word (tCO2e) and not years (a panel names the years its figures span). */
const figures = (text: string) =>
  new Set((text.match(/(?<![\p{L}\d.,])[−-]?\d+(?:[.,]\d+)?(?![\p{L}\d])/gu) ?? []).map((n) => n.replace('−', '-')).filter((n) => !/^\d{4}$/.test(n)));

test('the environment hero shows where the cut came from, none of the figures the tiles and chart print under it', async ({ page }) => {
  for (const prefix of ['', '/fr', '/lu']) {
    await page.goto(`${prefix}/about/environment`);
    const panel = page.locator('main header [data-composition="data"]');
    await expect(panel.locator('ol li')).toHaveCount(4);
    // The panel's figures: the headline's, each bar's and each fact's (their labels are words).
    const printed = await panel.locator(':scope > div > p:first-child, ol li > span:first-child, dd').allInnerTexts();
    const shown = figures(printed.join(' '));
    const below = figures(await page.locator('[data-emissions]').innerText());
    expect(shown.size, prefix).toBeGreaterThan(2);
    expect([...shown].filter((n) => below.has(n)), `${prefix}: the hero repeats the page`).toEqual([]);
  }
});

test('culture opens with the languages of its offices, not the portraits careers shows', async ({ page }) => {
  await page.goto('/careers');
  const careers = await page.locator('main header [data-composition="people"] img').count();
  expect(careers).toBe(3);
  for (const prefix of ['', '/fr', '/lu']) {
    await page.goto(`${prefix}/about/company-culture`);
    const hero = page.locator('main header [data-composition="people"]');
    await expect(hero).toHaveAttribute('data-variant', 'languages');
    await expect(hero.locator('img')).toHaveCount(0);
    // Each greeting is marked with its own language, so a screen reader says it right.
    const langs = await hero.locator('li > [lang]').evaluateAll((els) => els.map((el) => el.getAttribute('lang')));
    expect(langs).toEqual(['lb', 'fr', 'de', 'en', 'pt', 'es']);
    await expect(hero.locator('figcaption')).not.toBeEmpty();
  }
});

test('the about hero puts the product screen in its right half at 1440 px, and under the copy on phones', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fr/about');
    const shot = page.locator('main header [data-product-shot] img');
    await shot.scrollIntoViewIfNeeded();
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const title = (await page.locator('main header h1').boundingBox())!;
    const box = (await page.locator('main header [data-product-shot]').boundingBox())!;
    if (width === 1440) {
      expect(box.x, 'beside the title').toBeGreaterThanOrEqual(title.x + title.width);
      expect(box.width).toBeGreaterThan(480);
    } else {
      expect(box.y, 'under the title').toBeGreaterThan(title.y + title.height);
      expect(box.height).toBeLessThan(320);
    }
  }
});

test('the brand guidelines open with their title page before the password, in public words only', async ({ page, request }) => {
  for (const prefix of ['', '/fr', '/lu']) {
    await page.goto(`${prefix}/brand/guidelines`);
    const sheet = page.locator('main header [data-composition="document"]');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('ol li')).toHaveCount(4);
  }
  // The sealed copy stays sealed: the sheet names the topics of the public description, not the gated titles.
  const html = await (await request.get('/brand/guidelines')).text();
  expect(html).toContain('data-composition="document"');
  expect(html).not.toContain('Powered By attribution mark');
});
