// Full-page screenshots after hydration, reduced motion, for before/after diffs.
import { chromium } from 'playwright';
import { mkdirSync } from 'node:fs';
const [origin, out] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const pages = ['/', '/solution/monitor', '/hub', '/hub/auditable-ai-no-black-box', '/careers', '/careers/job/QV-ENG-0142', '/brand/newsroom', '/about', '/solution', '/fr/hub', '/contact', '/industries/defense'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1440]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  for (const path of pages) {
    const page = await ctx.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(origin + path);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-hydrated') === 'true', null, { timeout: 30000 });
    await page.waitForTimeout(1500);
    const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}`;
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true, mask: [page.locator('canvas'), page.locator('video')] });
    if (errors.length) console.log(name, errors);
    await page.close();
  }
  await ctx.close();
}
await browser.close();
