/**
 * npm run bench [-- --sizes 100,1000,10000] [--workers 1,2] [--image-sizes 100,1000 | --no-images] [--only-images] [--rebuild] [--keep]
 * Builds synthetic content of the real shape at each size into a temporary CONTENT_DIR and OUT_DIR
 * with each page loop thread count of --workers (BUILD_WORKERS; 0 is vite-react-ssg's own loop)
 * and prints pages and files written, wall time by phase, pages per second, peak memory of the build's
 * processes, CPU used, and the time React's renderer took in the same run (from a CPU profile of
 * the prerender process). Then the image step alone (scripts/images/) at each of --image-sizes,
 * with one distinct synthetic cover per post, on a cold and on a warm cache. Writes
 * reports/bench/report.json and appends its rows to the tracked history in reports/history/
 * (bench-history.ts). With --rebuild, each build is followed by a one-post rebuild: the oldest
 * post's title edited, both steps run again, incremental (scripts/build/incremental/). With
 * --keep, the rebuild's prerender runs under a CPU profile too (kept in rebuild-profile/).
 * Each build and rebuild also runs the search index step (scripts/build/search-index.ts), and each
 * build is then served (BENCH_PORT, default 4292) to a headless Chromium that measures a first
 * query and a first hub filter (index-transfer.ts): their rows are the search table.
 * About 45 minutes on 2 cores for the default sizes with --workers 2 --rebuild --no-images, most
 * of it the 10,000-post build (6 minutes), its pack and index step, and its rebuild.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { countsFor, writeSyntheticContent } from './synthetic-content';
import { canMeasure, childrenCpuSeconds, renderGrowthMegabytes, treeRss } from './process-tree';
import { reactRenderTime, type CpuProfile } from './react-time';
import { formatTable, type BenchResult } from './bench-table';
import { isStubFile } from '../lib/dist-pages';
import { benchImages, formatImageTable, type ImageBenchRow } from './image-bench';
import { formatRebuildTable, parseRerendered, type RebuildResult } from './rebuild-table';
import { editOldestPostTitle } from '../lib/edit-oldest-post';
import { cacheSlot } from '../build/incremental/page-cache';
import { packCloudflare } from '../pack/pack-cloudflare';
import { measureIndexTransfer } from './index-transfer';
import { formatIndexTable, type IndexRow } from './index-table';
import { appendCsv, BUILD_COLUMNS, BUILD_HISTORY, buildRows, HISTORY_DIR, IMAGE_COLUMNS, IMAGE_HISTORY, imageRows, runMeta } from './bench-history';

const ROOT = resolve('.');
const REPORT = resolve('reports', 'bench', 'report.json');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const sizes = (option('--sizes') ?? '100,1000,10000').split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--sizes takes positive whole numbers, e.g. --sizes 100,1000');
const workerCounts = (option('--workers') ?? '1,2').split(',').map(Number);
if (workerCounts.some((n) => !Number.isInteger(n) || n < 0)) throw new Error('--workers takes whole numbers, e.g. --workers 0,1,2');
const keep = process.argv.includes('--keep');
const imageSizes = process.argv.includes('--no-images') ? [] : (option('--image-sizes') ?? '100,1000').split(',').map(Number);
if (imageSizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--image-sizes takes positive whole numbers, e.g. --image-sizes 100');
const onlyImages = process.argv.includes('--only-images');
const rebuild = process.argv.includes('--rebuild');
const benchPort = Number(process.env.BENCH_PORT ?? 4292);
/** A word of the synthetic posts' bodies (the template posts'), for the first query. */
const QUERY_WORD = 'workstation';
const INDEX_STEP = ['--import', 'tsx', 'scripts/build/search-index.ts'];

interface StepRun {
  seconds: number;
  peakBytes: number;
  /** [seconds since start, bytes] every 200 ms. */
  samples: Array<[number, number]>;
  /** Seconds since the step started at which each marker line first appeared in its output. */
  marks: Record<string, number>;
  /** The end of its output. */
  tail: string;
}

/** Runs one step of the build, sampling the memory of its process tree and noting marker lines. */
function runStep(command: string, args: string[], env: NodeJS.ProcessEnv, markers: string[]): Promise<StepRun> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const marks: Record<string, number> = {};
    let peakBytes = 0;
    const samples: Array<[number, number]> = [];
    let tail = '';
    const sample = () => {
      if (!canMeasure || !child.pid) return;
      const bytes = treeRss(child.pid);
      samples.push([(performance.now() - started) / 1000, bytes]);
      peakBytes = Math.max(peakBytes, bytes);
    };
    const timer = setInterval(sample, 200);
    const watch = (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-20000);
      for (const marker of markers) if (!(marker in marks) && text.includes(marker)) marks[marker] = (performance.now() - started) / 1000;
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('error', fail);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) fail(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${tail}`));
      else done({ seconds: (performance.now() - started) / 1000, peakBytes, samples, marks, tail });
    });
  });
}

function countFiles(dir: string): { html: number; rendered: number; files: number } {
  let html = 0;
  let rendered = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    if (!entry.name.endsWith('.html')) continue;
    html += 1;
    if (!isStubFile(relative(dir, join(entry.parentPath, entry.name)))) rendered += 1;
  }
  return { html, rendered, files };
}

/** Listing pages: the hub, the newsroom and their /page/{n} pages, in every language. */
const LIST_PAGE = /(?:^|\/)(?:hub|brand\/newsroom)(?:\/page\/\d+)?\.html$/;
const USE_CASES_PAGE = /(?:^|\/)use-cases\.html$/;

function listingSizes(dir: string): Pick<BenchResult, 'largestListingKilobytes' | 'useCasesKilobytes' | 'hubIndexKilobytes'> {
  let largest = 0;
  let useCases = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = relative(dir, join(entry.parentPath, entry.name));
    if (LIST_PAGE.test(file)) largest = Math.max(largest, statSync(join(dir, file)).size);
    if (USE_CASES_PAGE.test(file)) useCases = Math.max(useCases, statSync(join(dir, file)).size);
  }
  return { largestListingKilobytes: largest / 1024, useCasesKilobytes: useCases / 1024, hubIndexKilobytes: statSync(join(dir, 'assets', 'lists', 'hub.en.json')).size / 1024 };
}

function reactSeconds(profileDir: string): number {
  let micros = 0;
  for (const file of readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'))) {
    micros += reactRenderTime(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile).reactMicros;
  }
  return micros / 1e6;
}

/** Edits one post and builds again over the previous build: the incremental rebuild an editor waits for. */
async function benchRebuild(posts: number, workers: number, work: string, env: NodeJS.ProcessEnv, fullSeconds: number): Promise<RebuildResult> {
  const contentDir = join(work, 'content');
  const { loadavg } = await import('node:os');
  const loadBefore = loadavg()[0]!;
  editOldestPostTitle(contentDir);
  const profile = keep ? ['--cpu-prof', `--cpu-prof-dir=${join(work, 'rebuild-profile')}`] : [];
  const prerender = await runStep(process.execPath, [...profile, 'scripts/build/prerender/run-prerender.mjs'], env, ['Rendering Pages', '[page-loop] done']);
  const postbuild = await runStep(process.execPath, ['--import', 'tsx', 'scripts/build/postbuild.ts'], env, []);
  const index = await runStep(process.execPath, INDEX_STEP, env, []);
  const counted = parseRerendered(prerender.tail);
  if (!counted) throw new Error(`the rebuild was not incremental:\n${prerender.tail.slice(-3000)}`);
  const renderStart = prerender.marks['Rendering Pages'] ?? 0;
  return {
    posts,
    workers,
    ...counted,
    fullSeconds,
    rebuildSeconds: prerender.seconds + postbuild.seconds,
    bundleSeconds: renderStart,
    renderSeconds: (prerender.marks['[page-loop] done'] ?? prerender.seconds) - renderStart,
    postbuildSeconds: postbuild.seconds,
    indexSeconds: index.seconds,
    loadAverage: [loadBefore, loadavg()[0]!],
  };
}

async function benchOne(posts: number, workers: number): Promise<{ result: BenchResult; index: IndexRow; rebuilt?: RebuildResult }> {
  const work = mkdtempSync(join(tmpdir(), `quorvia-bench-${posts}-${workers}w-`));
  const contentDir = join(work, 'content');
  const outDir = join(work, 'dist');
  const profileDir = join(work, 'profile');
  try {
    const counts = countsFor(posts);
    writeSyntheticContent(join(ROOT, 'content'), contentDir, counts);
    const env = { ...process.env, SITE_ENV: 'development', CONTENT_DIR: contentDir, OUT_DIR: outDir, BUILD_WORKERS: String(workers), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
    const cpuBefore = childrenCpuSeconds();
    // The two steps of `npm run build`, the first under a sampling CPU profile (about 2% slower).
    const prerender = await runStep(
      process.execPath,
      ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'scripts/build/prerender/run-prerender.mjs'],
      env,
      ['Build for server', 'Rendering Pages', 'Build finished', '[page-loop] done'],
    );
    const postbuild = await runStep(process.execPath, ['--import', 'tsx', 'scripts/build/postbuild.ts'], env, []);
    const cpuSeconds = childrenCpuSeconds() - cpuBefore;
    // The build's last step, timed on its own: the site's search index and the lists' indexes.
    const indexStep = await runStep(process.execPath, INDEX_STEP, env, []);
    const index: IndexRow = { posts, workers, indexSeconds: indexStep.seconds, ...(await measureIndexTransfer(outDir, benchPort, QUERY_WORD)) };
    const renderStart = prerender.marks['Rendering Pages'] ?? 0;
    const renderEnd = prerender.marks['[page-loop] done'] ?? prerender.marks['Build finished'] ?? prerender.seconds;
    const wall = prerender.seconds + postbuild.seconds;
    const { html: pages, rendered: renderedPages, files } = countFiles(outDir);
    const packStarted = performance.now();
    // No limit here: the bench reports the count, also where it is over Cloudflare's.
    const pack = await packCloudflare(outDir, join(work, 'deploy'), { maxFiles: Number.POSITIVE_INFINITY });
    const packSeconds = (performance.now() - packStarted) / 1000;
    const result: BenchResult = {
      ...counts,
      workers,
      pages,
      renderedPages,
      files,
      deployFiles: pack.files,
      packSeconds,
      wallSeconds: wall,
      bundleSeconds: renderStart,
      renderSeconds: renderEnd - renderStart,
      postbuildSeconds: postbuild.seconds,
      pagesPerSecond: pages / wall,
      renderGrowthMegabytes: renderGrowthMegabytes(prerender.samples, renderStart, renderEnd),
      peakMegabytes: canMeasure ? Math.max(prerender.peakBytes, postbuild.peakBytes) / 2 ** 20 : Number.NaN,
      cpuSeconds,
      reactSeconds: reactSeconds(profileDir),
      ...listingSizes(outDir),
    };
    return { result, index, rebuilt: rebuild ? await benchRebuild(posts, workers, work, env, wall) : undefined };
  } finally {
    cacheSlot(ROOT, outDir).forget();
    if (keep) console.log(`[bench] kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { availableParallelism, loadavg } = await import('node:os');
  const loadBefore = loadavg()[0]!;
  const results: BenchResult[] = [];
  const rebuilds: RebuildResult[] = [];
  const indexes: IndexRow[] = [];
  for (const posts of onlyImages ? [] : sizes) {
    for (const workers of workerCounts) {
      console.log(`[bench] ${posts} posts, ${workers} page loop worker${workers === 1 ? '' : 's'}: generating content and building${rebuild ? ', then a one-post rebuild' : ''}...`);
      const { result, index, rebuilt } = await benchOne(posts, workers);
      results.push(result);
      indexes.push(index);
      console.log(formatTable([result]));
      console.log(formatIndexTable([index]));
      if (rebuilt) {
        rebuilds.push(rebuilt);
        console.log(formatRebuildTable([rebuilt]));
      }
    }
  }
  const images: ImageBenchRow[] = [];
  for (const posts of imageSizes) {
    console.log(`[bench] image step, ${posts} covers: cold, then warm cache...`);
    images.push(...(await benchImages(posts)));
    console.log(formatImageTable(images.slice(-2)));
  }
  mkdirSync(resolve('reports', 'bench'), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify({ date: new Date().toISOString(), cores: availableParallelism(), loadAverage: loadavg(), results, indexes, rebuilds, images }, null, 2)}\n`);
  const meta = runMeta(loadBefore);
  if (results.length) appendCsv(BUILD_HISTORY, BUILD_COLUMNS, buildRows(meta, results, rebuilds, indexes));
  if (images.length) appendCsv(IMAGE_HISTORY, IMAGE_COLUMNS, imageRows(meta, images));
  console.log(`\n${results.length ? `${formatTable(results)}\n\n${formatIndexTable(indexes)}\n\n` : ''}${rebuilds.length ? `${formatRebuildTable(rebuilds)}\n\n` : ''}${images.length ? `${formatImageTable(images)}\n` : ''}(load average ${loadavg().map((l) => l.toFixed(1)).join(', ')} on ${availableParallelism()} cores)\n\nReport: ${REPORT}\nHistory (commit it with the code it measured): ${relative(ROOT, HISTORY_DIR)}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
