import { createHash } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/**
 * Every item has its own cover: two different items in one grid never show the same image (by
 * path or by bytes), and an item without an image shows the designed placeholder, never an empty
 * black box.
 */

interface CardImage {
  id: string;
  src: string | null;
  placeholder: boolean;
}

const digests = new Map<string, string>();

async function digest(request: APIRequestContext, src: string): Promise<string> {
  const known = digests.get(src);
  if (known) return known;
  const response = await request.get(src);
  expect(response.status(), `${src} is served`).toBe(200);
  const hash = createHash('sha256').update(await response.body()).digest('hex');
  digests.set(src, hash);
  return hash;
}

async function cardImages(scope: Locator): Promise<CardImage[]> {
  return scope.locator('[data-card]').evaluateAll((cards) =>
    cards.map((card) => {
      const media = card.firstElementChild;
      const img = media?.querySelector('img');
      const placeholder = media?.querySelector('[data-placeholder]');
      return {
        id: card.getAttribute('data-card') ?? '',
        src: img?.getAttribute('src') ?? null,
        // Designed: the brand symbol and a contour drawn in it, not an empty box.
        placeholder: !!placeholder && placeholder.querySelectorAll('svg').length >= 2 && placeholder.querySelectorAll('path').length >= 3,
      };
    }),
  );
}

/** Fails when two different items of one grid share an image, or a card has neither image nor placeholder. */
async function expectOwnImages(request: APIRequestContext, grid: Locator, where: string): Promise<number> {
  const cards = await cardImages(grid);
  const owner = new Map<string, string>();
  for (const card of cards) {
    expect(card.src !== null || card.placeholder, `${where}: card ${card.id} has an image or the designed placeholder`).toBe(true);
    if (!card.src) continue;
    for (const key of [card.src, await digest(request, card.src)]) {
      const other = owner.get(key);
      expect(other === undefined || other === card.id, `${where}: ${card.id} and ${other} share the image ${card.src}`).toBe(true);
      owner.set(key, card.id);
    }
  }
  return cards.length;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

for (const lang of ['', '/fr']) {
  test.describe(`own images per card (${lang || 'en'})`, () => {
    for (const path of ['/hub', '/hub/page/2', '/brand/newsroom', '/brand/newsroom/page/2']) {
      test(`listing ${lang}${path}`, async ({ page, request }) => {
        await open(page, `${lang}${path}`);
        expect(await expectOwnImages(request, page.locator('main'), `${lang}${path}`)).toBeGreaterThan(1);
      });
    }

    test(`use cases ${lang}/use-cases, every topic`, async ({ page, request }) => {
      await open(page, `${lang}/use-cases`);
      expect(await expectOwnImages(request, page.locator('main'), `${lang}/use-cases`)).toBeGreaterThan(1);
      const topics = page.locator('[data-topic]');
      for (const topic of await topics.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-topic') ?? ''))) {
        await page.locator(`[data-topic="${topic}"]`).click();
        await expect(page.locator(`[data-topic="${topic}"]`)).toHaveAttribute('aria-pressed', 'true');
        // Each carousel is a grid of its own; the page as a whole is one too.
        for (const carousel of await page.locator('section[data-group]').all()) {
          await expectOwnImages(request, carousel, `${lang}/use-cases ${topic} ${await carousel.getAttribute('data-group')}`);
        }
        await expectOwnImages(request, page.locator('main'), `${lang}/use-cases ${topic}`);
      }
    });

    for (const industry of ['public-safety', 'national-security', 'defense', 'corporate']) {
      test(`industry ${lang}/industries/${industry}: use cases and related reading`, async ({ page, request }) => {
        await open(page, `${lang}/industries/${industry}`);
        for (const block of ['use-cases', 'posts']) {
          await expectOwnImages(request, page.locator(`[data-related="${block}"]`), `${lang}/industries/${industry} ${block}`);
        }
        await expectOwnImages(request, page.locator('main'), `${lang}/industries/${industry}`);
      });
    }
  });
}

test('an article page shows its own cover, not a shared one', async ({ page, request }) => {
  const seen = new Map<string, string>();
  for (const path of ['/hub/small-data-beats-big-data', '/hub/legal-basis-and-proportionality', '/use-cases/crisis-monitoring', '/use-cases/unit-tracking', '/brand/newsroom/paris-office-opening']) {
    await open(page, path);
    const src = await page.locator('main img[width="1200"]').first().getAttribute('src');
    expect(src, path).toMatch(new RegExp(`^/static/img/${path.split('/').pop()}-\\w+-\\d+x\\d+\\.webp$`));
    const hash = await digest(request, src!);
    expect(seen.get(hash), `${path} shares its cover with ${seen.get(hash)}`).toBeUndefined();
    seen.set(hash, path);
  }
});

test('the newsroom placeholder is the designed black card, decorative, with the category', async ({ page }) => {
  await open(page, '/fr/brand/newsroom');
  const placeholder = page.locator('[data-card="net-zero-commitment"] [data-placeholder]');
  await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  expect(await placeholder.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)');
  await expect(placeholder).toContainText(/communiqué/i);
  const other = page.locator('[data-card="award-trusted-analytics-2026"] [data-placeholder] path').first();
  const mine = placeholder.locator('path').first();
  expect(await mine.getAttribute('d')).not.toBe(await other.getAttribute('d'));
});
