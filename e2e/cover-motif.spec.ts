import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { imageHash } from '../src/content/images/image-hash';

/**
 * Covers on the site carry the motif only: the card or page prints the title right beside them. The
 * titled cover is the social image (og:image), which travels without the page around it. Each
 * cover's variants are named by its source's hash, so the hash tells which file a page shows.
 */
const SECTIONS = ['blog', 'use-cases', 'newsroom'];
const titled = new Set<string>();
const motif = new Set<string>();
for (const section of SECTIONS) {
  const dir = join('public/media', section);
  const webp = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.webp'));
  for (const name of webp(dir)) titled.add(imageHash(readFileSync(join(dir, name))));
  for (const name of webp(join(dir, 'motif'))) motif.add(imageHash(readFileSync(join(dir, 'motif', name))));
}

const VARIANT = /\/static\/img\/.+-([0-9a-f]{10})-\d+x\d+\.(?:avif|webp)$/;

const PAGES = [
  { path: '/hub', kind: 'list' },
  { path: '/use-cases', kind: 'list' },
  { path: '/brand/newsroom', kind: 'list' },
  { path: '/hub/measuring-query-decay', kind: 'article' },
  { path: '/use-cases/crisis-monitoring', kind: 'article' },
  { path: '/brand/newsroom/iso-27001-certification', kind: 'article' },
] as const;

for (const { path, kind } of PAGES) {
  test(`${path} shows title-less covers, while its social image is the titled one`, async ({ page }) => {
    await page.goto(path);
    const images = page.locator('main img');
    await expect(images.first()).toBeVisible();
    const sources = await images.evaluateAll((imgs) =>
      imgs.filter((img) => (img as HTMLImageElement).getBoundingClientRect().width > 0).map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src),
    );
    const covers = sources.map((src) => ({ src, hash: VARIANT.exec(new URL(src).pathname)?.[1] })).filter((c) => c.hash && (titled.has(c.hash) || motif.has(c.hash)));
    // A list shows a grid of covers; an article at least its own.
    expect(covers.length, `${path}: covers shown`).toBeGreaterThanOrEqual(kind === 'list' ? 3 : 1);
    for (const cover of covers) expect(motif.has(cover.hash!), `${path}: ${cover.src} is a title-less cover`).toBe(true);

    const og = await page.locator('head meta[property="og:image"]').getAttribute('content');
    const twitter = await page.locator('head meta[name="twitter:image"]').getAttribute('content');
    if (kind === 'article') {
      const ogPath = new URL(og!).pathname;
      expect(ogPath, `${path}: og:image is the item's cover, not the motif`).toMatch(/^\/media\/(blog|use-cases|newsroom)\/[^/]+\.webp$/);
      expect(titled.has(imageHash(readFileSync(join('public', ogPath)))), `${path}: og:image ${ogPath} is the titled cover`).toBe(true);
      expect(twitter).toBe(og);
    }
  });
}
