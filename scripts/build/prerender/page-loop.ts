/**
 * The prerender's page loop in worker threads. vite-react-ssg renders every page on one thread
 * (its `concurrency` only interleaves them), so the build lets it write the bundles and then
 * renders the pages itself: `includedRoutes` hands vite-react-ssg no page and keeps the paths and
 * the server bundle, `onFinished` deals the paths to workers (render-worker.ts), each of which
 * imports the server bundle and writes its pages with vite-react-ssg's own steps (ssg-page.mjs).
 * BUILD_WORKERS=0 leaves the loop to vite-react-ssg. With PAGE_LOOP_COMPARE_DIR set, both run on
 * the same bundles: vite-react-ssg into the build's folder, the workers into that one
 * (scripts/gates/page-loop.test.ts compares the two; two separate builds differ by vite-react-ssg's
 * random hash and the brand vault's salt).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';
import type { RenderJob, RenderResult } from './render-job';
import { pageFileName } from './ssg-files.mjs';
import { currentPlan, sharedModuleIds, sharedModulesHash } from '../incremental/build-run';
import { assetRenames, type Renames } from '../incremental/asset-renames';
import { moveReused, reuseCandidates } from '../incremental/reuse-pages';
import type { PageCacheState } from '../incremental/page-cache';
import type { Manifest } from '../page-assets';
import { contentBytes, workerFailure, workerHeapMb } from './worker-heap';
import { splitLocale } from '../../../src/lib/i18n/localize-path';

/** Each worker holds the server bundle and what it loads of the content (hundreds of MB at 10,000 posts). */
const MAX_WORKERS = 4;
const SERVER_OUT_DIR = Symbol.for('quorvia.ssrOutDir');

/** BUILD_WORKERS (0 = vite-react-ssg's own loop), else one worker per core up to MAX_WORKERS. */
export function buildWorkers(value = process.env.BUILD_WORKERS): number {
  if (value === undefined || value === '') return Math.min(availableParallelism(), MAX_WORKERS);
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`BUILD_WORKERS must be a whole number (0 for vite-react-ssg's own page loop), not ${value}`);
  return count;
}

/**
 * vite-react-ssg writes the server bundle to a directory named by a hash it keeps to itself
 * (`.vite-react-ssg-temp/<hash>`); the server build's resolved config names it. Vite loads the
 * config afresh for each build, so the name is left on globalThis, like the brand vault.
 */
export function serverOutDirPlugin(): Plugin {
  return {
    name: 'quorvia:server-out-dir',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) (globalThis as Record<symbol, string>)[SERVER_OUT_DIR] = config.build.outDir;
    },
  };
}

/**
 * Deals paths to workers a page at a time, every language of one page to the same worker: each
 * worker prepares an item once for all its languages (an article's sanitised body, cached per
 * item), so a post whose languages were spread over every worker was prepared by every worker.
 * Pages in turn, so every worker gets a similar mix of page kinds.
 */
export function dealByPage(paths: readonly string[], hands: number): string[][] {
  const byPage = new Map<string, string[]>();
  for (const path of paths) {
    const page = splitLocale(path).path;
    const group = byPage.get(page);
    if (group) group.push(path);
    else byPage.set(page, [path]);
  }
  const shares: string[][] = Array.from({ length: hands }, () => []);
  for (const group of byPage.values()) {
    const smallest = shares.reduce((a, b) => (b.length < a.length ? b : a));
    smallest.push(...group);
  }
  return shares;
}

function runWorker(job: RenderJob, heapMb: number): { done: Promise<RenderResult>; worker: Worker } {
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: job, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
  const done = new Promise<RenderResult>((resolveDone, reject) => {
    let result: RenderResult | undefined;
    worker.once('message', (message: RenderResult) => (result = message));
    worker.once('error', (error) => reject(workerFailure(error, heapMb)));
    worker.once('exit', (code) => (result && code === 0 ? resolveDone(result) : reject(new Error(`page worker exited with ${code} before writing its pages`))));
  });
  return { done, worker };
}

/** The build's folder without what the page loop writes, for the comparison run. */
function copyAllButPages(from: string, to: string, paths: readonly string[]): void {
  const pages = new Set(paths.map(pageFileName));
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const file = relative(from, source);
      return !pages.has(file) && file !== 'static-loader-data' && !file.startsWith('static-loader-data-manifest-');
    },
  });
}

interface Taken {
  paths: string[];
  indexHTML: string;
  bundleDir: string;
  /** The hash the pages carry: vite-react-ssg's, or the previous build's when this one reuses its pages. */
  hash: string;
  viteHash: string;
}

/** The previous build's pages this one may reuse, and the file names to rename in them. */
function reusable(previous: PageCacheState | undefined, manifest: Manifest, localeUrls: Record<string, string>): { previous: PageCacheState; renames: Renames } | undefined {
  if (!previous) return undefined;
  const result = assetRenames(previous, { manifest, localeUrls });
  if ('renames' in result) return { previous, renames: result.renames };
  console.log(`[incremental] full build (${result.reason})`);
  return undefined;
}

export function pageLoop(options: {
  workers: number;
  compareDir?: string;
  root: string;
  outDir: string;
  /** The content folder: its size sets each worker's heap cap (worker-heap.ts). */
  contentDir: string;
  localeUrl: (key: string, ns: string) => string;
  translationHash: (key: string, ns: string) => string;
  localeKeys: readonly string[];
  namespaces: readonly string[];
}) {
  let taken: Taken | undefined;
  return {
    /** vite-react-ssg's includedRoutes: with workers, it renders nothing and the paths are kept. */
    take(paths: string[]): string[] {
      if (options.workers === 0) return paths;
      const serverOut = (globalThis as Record<symbol, string | undefined>)[SERVER_OUT_DIR];
      if (!serverOut || !existsSync(serverOut)) throw new Error('page-loop: the server bundle was not found (serverOutDirPlugin missing from the config?)');
      const viteHash = basename(serverOut);
      // Reused pages name their loader data files after the previous build's hash, so new ones must too.
      // BUILD_SSG_HASH pins it for a test comparing two builds.
      const hash = currentPlan()?.previous?.ssgHash ?? (process.env.BUILD_SSG_HASH || viteHash);
      // vite-react-ssg deletes its temporary folder before onFinished; under the root, the bundle's
      // imports still resolve to node_modules.
      const bundleDir = join(options.root, '.vite-react-ssg-pages', viteHash);
      mkdirSync(join(options.root, '.vite-react-ssg-pages'), { recursive: true });
      if (options.compareDir) cpSync(serverOut, bundleDir, { recursive: true });
      else renameSync(serverOut, bundleDir);
      // vite-react-ssg deletes index.html before its loop; the template is read now.
      const indexHTML = readFileSync(join(options.outDir, 'index.html'), 'utf8');
      // Its own filtering after includedRoutes: no dynamic segments, no repeats.
      taken = { paths: [...new Set(paths.filter((p) => !p.includes(':') && !p.includes('*')))], indexHTML, bundleDir, hash, viteHash };
      return options.compareDir ? paths : [];
    },

    /** vite-react-ssg's onFinished: renders the kept paths in worker threads. */
    async render(outDir: string): Promise<void> {
      if (!taken) return;
      const { paths, indexHTML, bundleDir, hash, viteHash } = taken;
      taken = undefined;
      const clientOutDir = resolve(options.root, outDir);
      const out = options.compareDir ? resolve(options.compareDir) : clientOutDir;
      if (options.compareDir) copyAllButPages(clientOutDir, out, paths);
      // vite-react-ssg's loop, handed no page, may still have written its own empty manifest.
      if (hash !== viteHash) rmSync(join(out, `static-loader-data-manifest-${viteHash}.json`), { force: true });
      const started = performance.now();
      const keys = options.localeKeys.flatMap((key) => options.namespaces.map((ns) => [key, ns] as const));
      const localeUrls = Object.fromEntries(keys.map(([key, ns]) => [`${key}/${ns}`, options.localeUrl(key, ns)]));
      const plan = options.compareDir ? undefined : currentPlan();
      // BUILD_INCREMENTAL_PLANT=translations takes the previous build's translation hashes, as if
      // translations were no input: the incremental gate (scripts/gates/incremental.test.ts)
      // shows that it catches such a gap.
      const planted = process.env.BUILD_INCREMENTAL_PLANT === 'translations' ? plan?.previous?.translationHashes : undefined;
      const translationHashes = planted ?? Object.fromEntries(keys.map(([key, ns]) => [`${key}/${ns}`, options.translationHash(key, ns)]));
      const clientManifest = JSON.parse(readFileSync(join(clientOutDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const reuse = reusable(plan?.previous, clientManifest, localeUrls);
      const previousDir = plan?.slot.previousDir ?? '';
      const candidates = reuse ? reuseCandidates(reuse.previous, previousDir, paths, reuse.renames) : {};
      // vite-react-ssg names the server entry after src/main.tsx.
      const serverEntry = join(bundleDir, 'main.mjs');
      const workers = Math.max(1, Math.min(options.workers, paths.length));
      console.log(`[page-loop] ${reuse ? 'checking' : 'rendering'} ${paths.length} pages in ${workers} worker thread${workers === 1 ? '' : 's'}`);
      const sharedHash = sharedModulesHash();
      const shared = sharedModuleIds().map((id) => id.slice(1));
      const named = shared.filter((id) => id.startsWith('virtual:'));
      console.log(`[incremental] generated modules in every page's fingerprint: ${named.join(', ')} and ${shared.length - named.length} more (images, runtime)`);
      const heapMb = workerHeapMb(contentBytes(options.contentDir));
      const runs = dealByPage(paths, workers).map((share) =>
        runWorker({
          serverEntry,
          serverManifestFile: join(bundleDir, '.vite', 'manifest.json'),
          clientOutDir,
          outDir: out,
          paths: share,
          indexHTML,
          hash,
          localeUrls,
          translationHashes,
          sharedHash,
          previous: Object.fromEntries(share.flatMap((path) => (candidates[path] ? [[path, candidates[path]]] : []))),
        }, heapMb),
      );
      try {
        const results = await Promise.all(runs.map((r) => r.done));
        const reused = results.flatMap((r) => r.reused);
        const moved = reuse ? moveReused(reuse.previous, previousDir, out, reused, reuse.renames) : [];
        const loaderFiles = new Map([...results.flatMap((r) => r.loaderFiles), ...moved]);
        // The same manifest vite-react-ssg writes, in path order rather than the order pages finished.
        const manifest: Record<string, string> = {};
        for (const path of paths) {
          const file = loaderFiles.get(path);
          if (file) manifest[path.startsWith('/') ? path : `/${path}`] = file;
        }
        writeFileSync(join(out, `static-loader-data-manifest-${hash}.json`), JSON.stringify(manifest, null, 0));
        const fingerprints = Object.fromEntries(results.flatMap((r) => r.fingerprints).map(([path, fingerprint]) => [pageFileName(path), fingerprint]));
        plan?.slot.writeRun({ codeKey: plan.codeKey, ssgHash: hash, localeUrls, translationHashes, fingerprints, reused: reused.map(pageFileName) });
        const seconds = (performance.now() - started) / 1000;
        const rendered = paths.length - reused.length;
        console.log(`[page-loop] done: ${rendered} pages in ${seconds.toFixed(1)} s (${Math.round(rendered / seconds)} pages/s), ${loaderFiles.size} loader data files`);
        if (reuse) {
          const renamed = reuse.renames.size > 0 ? `, ${reuse.renames.size} hashed file names renamed in the rest` : '';
          console.log(`[incremental] incremental: ${rendered} of ${paths.length} pages re-rendered (their route data, translations or shared data changed, or they are new${renamed})`);
          const kept = new Set(reused);
          if (rendered <= 60) console.log(`[incremental] re-rendered: ${paths.filter((path) => !kept.has(path)).join(' ')}`);
        }
      } finally {
        await Promise.all(runs.map((r) => r.worker.terminate()));
        rmSync(bundleDir, { recursive: true, force: true });
      }
    },
  };
}
