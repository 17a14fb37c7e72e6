/**
 * Screenshots of built pages for a look before calling a page done:
 *   npx tsx scripts/screenshots.ts /fr /uk/404 [--widths 390,768,1440] [--out screenshots] [--full]
 * Needs `npm run serve` (or BASE_URL) running; uses Debian's chromium when installed.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? (args.splice(index, 2)[1] ?? fallback) : fallback;
};
const widths = option('--widths', '390,768,1440').split(',').map(Number);
const out = option('--out', 'screenshots');
const full = args.includes('--full');
const paths = args.filter((a) => a.startsWith('/'));
const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const path of paths.length ? paths : ['/']) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
    await page.route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname), (route) => route.abort());
    await page.goto(`${base}${path}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    if (full) {
      // Walk down the page so scroll reveals run, as they would for a reader, then back to the top.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(900);
    }
    const file = join(out, `${path.replace(/\//g, '_') || '_'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: full });
    console.log(file);
    await page.close();
  }
}
await browser.close();
