/**
 * Screenshots of built pages, to look at before calling a page done.
 *
 *   npm run screenshots                       contact sheet: every route pattern at 390 and 1440 px
 *                                             in en, fr and lu -> screenshots/index.html + sheet PNGs
 *   npx tsx scripts/screenshots.ts /fr /uk/404 [--widths 390,768,1440] [--out screenshots] [--full]
 *   options: --langs en,fr,lu  --dist dist  BASE_URL=http://host:port (else dist/ is served here)
 *
 * Uses Debian's chromium when installed. The contact sheet is full-page under reduced motion, so
 * scroll reveals are already shown. The marketing form and the learning registration frame are
 * drawn by stand-ins (screenshots/stand-ins.ts); every other third-party host is blocked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { sheetPages, writeSheets, type Shot } from './screenshots/contact-sheet';
import { useStandIns } from './screenshots/stand-ins';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? (args.splice(index, 2)[1] ?? fallback) : fallback;
};
// Options first: their values (an absolute --out or --dist) must not be taken for page paths.
const widthsOption = option('--widths', '');
const langs = option('--langs', 'en,fr,lu').split(',');
const out = resolve(option('--out', 'screenshots'));
const dist = resolve(option('--dist', 'dist'));
const paths = () => args.filter((a) => a.startsWith('/'));
const sheet = paths().length === 0;
const widths = (widthsOption || (sheet ? '390,1440' : '390,768,1440')).split(',').map(Number);
const full = sheet || args.includes('--full');

/** Serves dist/ on a spare port unless BASE_URL points at a running server. */
async function server(): Promise<{ base: string; stop: () => void }> {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL, stop: () => {} };
  const port = 4300 + Math.floor(Math.random() * 500);
  const child: ChildProcess = spawn(process.execPath, [join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/serve.ts', dist], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(base).then(() => true, () => false)) return { base, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`could not serve ${dist} on port ${port}`);
}

async function shoot(browser: Browser, base: string, path: string, width: number, file: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 }, reducedMotion: sheet ? 'reduce' : 'no-preference' });
  try {
    await useStandIns(page);
    await page.goto(`${base}${path}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 30_000 });
    if (full) {
      // Walk down the page so scroll reveals run and lazy images below sections that skip rendering
      // until near (content-visibility) load and decode, as they would for a reader; then back up.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(900);
    }
    // Lazy images below the fold load once they are near; a full-page shot wants them all.
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, file), fullPage: full });
  } finally {
    await page.close();
  }
}

mkdirSync(out, { recursive: true });
const { base, stop } = await server();
const browser = await chromium.launch({
  ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const fileOf = (path: string, width: number) => `${path.split('?')[0]!.replace(/\//g, '_') || '_'}-${width}.png`;
  const jobs: Shot[] = sheet
    ? sheetPages(dist, langs).flatMap((p) => widths.map((width) => ({ ...p, width, file: fileOf(p.url, width) })))
    : paths().flatMap((url) => widths.map((width) => ({ pattern: url, lang: '', url, width, file: fileOf(url, width) })));
  // Two pages at a time: the machine has two cores and the server shares them.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      // A busy machine can miss a navigation timeout: one more try before the whole sheet fails.
      await shoot(browser, base, job.url, job.width, job.file).catch((error: unknown) => {
        console.warn(`retrying ${job.url} at ${job.width} px: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        return shoot(browser, base, job.url, job.width, job.file);
      });
      console.log(join(out, job.file));
    }
  };
  await Promise.all([worker(), worker()]);
  if (sheet) for (const file of await writeSheets(out, jobs)) console.log(join(out, file));
  if (sheet) console.log(`${jobs.length} screenshots; open ${join(out, 'index.html')}`);
} finally {
  await browser.close();
  stop();
}
