/**
 * Product screens: each screen of scripts/media/product-screens/ rendered in the analyst dark
 * and the light theme at 1440x900 CSS px, scale 2, then written as WebP at 1600 and 800 px wide
 * to public/media/product/{screen}-{theme}-{width}.webp. Run by hand; outputs are committed.
 * Each screen also gives two close-ups for its capability page (DETAILS): an 800x500 CSS px part of
 * the light render, cut at full resolution (1600x1000, the screens' 16:10), never enlarged.
 *
 *   node_modules/.bin/tsx scripts/media/generate-product-screens.ts [screen ...] [--details-only]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { closeRenderer, renderHtml } from './render-html';
import { HEIGHT, WIDTH } from './product-screens/app-frame';
import { browseScreen } from './product-screens/browse-screen';
import { investigateScreen } from './product-screens/investigate-screen';
import { monitorScreen } from './product-screens/monitor-screen';
import { createScreen } from './product-screens/create-screen';
import type { Theme } from './product-screens/theme';

const SCREENS: Record<string, (theme: Theme) => string> = {
  browse: browseScreen,
  investigate: investigateScreen,
  monitor: monitorScreen,
  create: createScreen,
};

/**
 * Close-ups: where each one's top-left corner sits in the 1440x900 CSS px screen, and what it shows
 * (the captions in locales/<lang>/solution.json `shots.<screen>.details` say the same).
 */
export const DETAIL_SIZE = { width: 800, height: 500 } as const;
export const DETAILS: Record<string, Record<string, { x: number; y: number }>> = {
  browse: { attribution: { x: 240, y: 60 }, notebook: { x: 640, y: 60 } },
  investigate: { graph: { x: 245, y: 60 }, map: { x: 640, y: 130 } },
  monitor: { alerts: { x: 600, y: 130 }, timeline: { x: 600, y: 400 } },
  create: { blocks: { x: 560, y: 120 }, preview: { x: 640, y: 400 } },
};

/** Output widths and the WebP quality for each; the small one is the eager hero image. */
const SIZES = [
  { width: 1600, quality: 80 },
  { width: 800, quality: 74 },
];
const OUT = join('public', 'media', 'product');

async function writeDetails(name: string, png: Buffer): Promise<void> {
  for (const [detail, { x, y }] of Object.entries(DETAILS[name] ?? {})) {
    const crop = await sharp(png).extract({ left: x * 2, top: y * 2, width: DETAIL_SIZE.width * 2, height: DETAIL_SIZE.height * 2 }).toBuffer();
    for (const { width, quality } of SIZES) {
      const file = join(OUT, `${name}-${detail}-light-${width}.webp`);
      const webp = await sharp(crop).resize({ width, kernel: 'lanczos3' }).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
      writeFileSync(file, webp);
      console.log(`${file}  ${(webp.length / 1024).toFixed(1)} KB`);
    }
  }
}

async function main() {
  const detailsOnly = process.argv.includes('--details-only');
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  mkdirSync(OUT, { recursive: true });
  for (const [name, draw] of Object.entries(SCREENS)) {
    if (only.length && !only.includes(name)) continue;
    for (const theme of ['dark', 'light'] as const) {
      const png = await renderHtml(draw(theme), { width: WIDTH, height: HEIGHT, scale: 2 });
      if (process.env.SCREENS_PNG) writeFileSync(join(process.env.SCREENS_PNG, `${name}-${theme}.png`), png);
      if (theme === 'light') await writeDetails(name, png);
      if (detailsOnly) continue;
      for (const { width, quality } of SIZES) {
        const file = join(OUT, `${name}-${theme}-${width}.webp`);
        const webp = await sharp(png).resize({ width, kernel: 'lanczos3' }).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
        writeFileSync(file, webp);
        console.log(`${file}  ${(webp.length / 1024).toFixed(1)} KB`);
      }
    }
  }
  await closeRenderer();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
