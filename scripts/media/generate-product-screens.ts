/**
 * Product screens: each screen of scripts/media/product-screens/ rendered in the analyst dark
 * and the light theme at 1440x900 CSS px, scale 2, then written as WebP at 1600 and 800 px wide
 * to public/media/product/{screen}-{theme}-{width}.webp. Run by hand; outputs are committed.
 *
 *   node_modules/.bin/tsx scripts/media/generate-product-screens.ts [screen ...]
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

/** Output widths and the WebP quality for each; the small one is the eager hero image. */
const SIZES = [
  { width: 1600, quality: 80 },
  { width: 800, quality: 74 },
];
const OUT = join('public', 'media', 'product');

async function main() {
  const only = process.argv.slice(2);
  mkdirSync(OUT, { recursive: true });
  for (const [name, draw] of Object.entries(SCREENS)) {
    if (only.length && !only.includes(name)) continue;
    for (const theme of ['dark', 'light'] as const) {
      const png = await renderHtml(draw(theme), { width: WIDTH, height: HEIGHT, scale: 2 });
      if (process.env.SCREENS_PNG) writeFileSync(join(process.env.SCREENS_PNG, `${name}-${theme}.png`), png);
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
