/**
 * npm run lighthouse: builds the site for a local origin, serves it like the CDN (compressed, with
 * _headers), and runs Lighthouse's mobile preset on the pages issue 8 names with the machine's
 * Chromium. Writes reports/lighthouse/report.json and prints a table; exits 1 when a target is missed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { TARGETS, summarize, type PageResult } from './summarize';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OUT = resolve('reports', 'lighthouse');
const DIST = join(OUT, 'dist');

function build(): void {
  // Canonical and hreflang must point at the origin under test, or SEO audits see another domain.
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_ORIGIN: ORIGIN, OUT_DIR: DIST, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/** The pages of issue 8: home, a capability, the hub, an article, careers, a job and the newsroom. */
function pages(): string[] {
  const posts = JSON.parse(readFileSync(join(DIST, 'assets', 'posts', 'blog.json'), 'utf8')) as Array<{ id?: string }>;
  const jobs = JSON.parse(readFileSync(join(DIST, 'assets', 'jobs', 'jobs.json'), 'utf8')) as Record<string, { referencenumber?: string; date?: { valid?: boolean } }>;
  const post = posts.find((p) => p.id && existsSync(join(DIST, 'hub', `${p.id}.html`)))?.id;
  const job = Object.values(jobs).find((j) => j.referencenumber && existsSync(join(DIST, 'careers', 'job', `${j.referencenumber}.html`)))?.referencenumber;
  if (!post || !job) throw new Error('no built article or job page to test');
  return ['/', '/solution/monitor', '/hub', `/hub/${post}`, '/careers', `/careers/job/${job}`, '/brand/newsroom'];
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the local server did not start on ${ORIGIN}`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  if (!process.argv.includes('--no-build')) build();
  const server: ChildProcess = spawn('npx', ['tsx', 'scripts/serve.ts', DIST], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
  const chromePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const chrome = await launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results: PageResult[] = [];
  try {
    await waitForServer();
    // --page /hub (repeatable) runs only those pages.
    const only = process.argv.flatMap((arg, i) => (arg === '--page' ? [process.argv[i + 1] ?? ''] : []));
    for (const path of only.length ? only : pages()) {
      // Mobile preset (Lighthouse's default): Moto G Power screen, simulated slow 4G and 4x CPU slowdown.
      const run = await lighthouse(`${ORIGIN}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = run.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const metric = (key: string) => audits[key]?.numericValue ?? Number.NaN;
      results.push({
        path,
        scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
        metrics: { fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift'), bytes: metric('total-byte-weight') },
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
          .map((a) => a.id),
      });
      console.log(`[lighthouse] ${path}: done`);
    }
  } finally {
    chrome.kill();
    server.kill();
  }
  const { table, misses } = summarize(results);
  const report = { date: new Date().toISOString(), machine: '2 cores, 24 GB', preset: 'mobile', targets: TARGETS, results };
  writeFileSync(join(OUT, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${table}\n\nReport: ${join(OUT, 'report.json')}`);
  for (const miss of misses) console.error(`[lighthouse] ${miss}`);
  if (misses.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
