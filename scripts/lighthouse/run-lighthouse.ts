/**
 * npm run lighthouse: builds the site for a local origin, serves it like the CDN (compressed, with
 * _headers), and runs Lighthouse's mobile preset three times on each of ten pages with
 * the machine's Chromium. Reports the median of each figure; a run that fails is retried and, when
 * no run of a page succeeds, the page is reported FAILED (never as a score of 0). Writes
 * reports/lighthouse/report.json (full reports under runs/) and prints a table; exits 1 when a target is missed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { TARGETS, summarize, type PageRuns, type RunResult } from './summarize';
import { urlsOf } from '../gates/check-links';
import { scanHtml } from '../lib/scan-html';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OUT = resolve('reports', 'lighthouse');
const DIST = join(OUT, 'dist');
/** Runs per page whose median is reported (LIGHTHOUSE_RUNS overrides), and extra attempts for failed runs. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const RETRIES = 3;

function build(): void {
  // Canonical and hreflang must point at the origin under test, or SEO audits see another domain.
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_ENV: 'development', SITE_ORIGIN: ORIGIN, OUT_DIR: DIST, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/**
 * Ten pages: home, a capability, the hub, an article, careers, a job, the newsroom, /about,
 * /solution and a page in another language.
 */
function pages(): string[] {
  const posts = JSON.parse(readFileSync(join(DIST, 'assets', 'posts', 'blog.json'), 'utf8')) as Array<{ id?: string }>;
  const jobs = JSON.parse(readFileSync(join(DIST, 'assets', 'jobs', 'jobs.json'), 'utf8')) as Record<string, { referencenumber?: string; date?: { valid?: boolean } }>;
  const post = posts.find((p) => p.id && existsSync(join(DIST, 'hub', `${p.id}.html`)))?.id;
  const job = Object.values(jobs).find((j) => j.referencenumber && existsSync(join(DIST, 'careers', 'job', `${j.referencenumber}.html`)))?.referencenumber;
  if (!post || !job) throw new Error('no built article or job page to test');
  return ['/', '/solution/monitor', '/hub', `/hub/${post}`, '/careers', `/careers/job/${job}`, '/brand/newsroom', '/about', '/solution', '/fr/hub'];
}

/** One Lighthouse run; throws when Lighthouse produced no usable result (a runtime error, no performance score). */
/** The full Lighthouse report of every run, for the audits' details (LCP element, long tasks). */
function keepReport(url: string, attempt: number, report: string | string[]): void {
  const name = new URL(url).pathname.replace(/^\/$/, 'home').replace(/^\//, '').replace(/[^\w-]+/g, '_');
  mkdirSync(join(OUT, 'runs'), { recursive: true });
  writeFileSync(join(OUT, 'runs', `${name}-${attempt}.json`), Array.isArray(report) ? (report[0] ?? '') : report);
}

async function runOnce(url: string, port: number, attempt: number): Promise<RunResult> {
  // Mobile preset (Lighthouse's default): Moto G Power screen, simulated slow 4G and 4x CPU slowdown.
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!run) throw new Error('Lighthouse returned nothing');
  keepReport(url, attempt, run.report);
  const { categories, audits, runtimeError } = run.lhr;
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
  const score = (key: string) => {
    const value = categories[key]?.score;
    if (typeof value !== 'number') throw new Error(`no ${key} score`);
    return Math.round(value * 100);
  };
  const metric = (key: string) => {
    const value = audits[key]?.numericValue;
    if (typeof value !== 'number') throw new Error(`no ${key} value`);
    return value;
  };
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    metrics: { fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift'), bytes: metric('total-byte-weight') },
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id),
  };
}

/** RUNS successful runs per page; a failed attempt is retried, up to RUNS + RETRIES attempts in all. */
async function runPage(path: string, port: number): Promise<PageRuns> {
  const result: PageRuns = { path, runs: [], errors: [] };
  for (let attempt = 1; result.runs.length < RUNS && attempt <= RUNS + RETRIES; attempt += 1) {
    try {
      result.runs.push(await runOnce(`${ORIGIN}${path}`, port, attempt));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.errors.push(message);
      console.warn(`[lighthouse] ${path}: attempt ${attempt} failed (${message}), retrying`);
    }
  }
  console.log(`[lighthouse] ${path}: ${result.runs.length} of ${RUNS} runs`);
  return result;
}

async function listening(): Promise<boolean> {
  try {
    return (await fetch(`${ORIGIN}/`)).ok;
  } catch {
    return false;
  }
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await listening()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the local server did not start on ${ORIGIN}`);
}

/**
 * Fetches each page and the files it names once, compressed, before any run: the local server
 * compresses a file on its first request (brotli 11, as the CDN stores it), and that work would
 * otherwise share the two cores with the first run's page load and show up as its blocking time.
 */
async function warmUp(paths: string[]): Promise<void> {
  const headers = { 'accept-encoding': 'br, gzip' };
  const files = new Set<string>();
  for (const path of paths) {
    const html = await (await fetch(`${ORIGIN}${path}`, { headers })).text();
    for (const url of urlsOf(scanHtml(html))) if (url.startsWith('/') && !url.startsWith('//')) files.add(url);
  }
  for (const file of files) await (await fetch(`${ORIGIN}${file}`, { headers })).arrayBuffer();
  console.log(`[lighthouse] warmed ${paths.length} pages and ${files.size} files`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  if (!process.argv.includes('--no-build')) build();
  // A server left on the port would answer for this build with another build's files.
  if (await listening()) throw new Error(`${ORIGIN} is already in use: stop what listens there or set LIGHTHOUSE_PORT`);
  // Node itself, not npx: killing npx leaves its server child running on the port.
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', DIST], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
  const chromePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const chrome = await launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results: PageRuns[] = [];
  try {
    await waitForServer();
    // --page /hub (repeatable) runs only those pages.
    const only = process.argv.flatMap((arg, i) => (arg === '--page' ? [process.argv[i + 1] ?? ''] : []));
    const paths = only.length ? only : pages();
    await warmUp(paths);
    for (const path of paths) results.push(await runPage(path, chrome.port));
  } finally {
    chrome.kill();
    server.kill();
  }
  const { pages: summaries, table, misses } = summarize(results, RUNS);
  const report = { date: new Date().toISOString(), machine: '2 cores, 24 GB', preset: 'mobile', runsPerPage: RUNS, targets: TARGETS, medians: summaries, runs: results };
  writeFileSync(join(OUT, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${table}\n\nMedians of ${RUNS} runs per page. Report: ${join(OUT, 'report.json')}`);
  for (const miss of misses) console.error(`[lighthouse] ${miss}`);
  if (misses.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
