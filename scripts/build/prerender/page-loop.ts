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
import type { LoaderEntry, RenderJob } from './render-job';
import { pageFileName } from './ssg-files.mjs';

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

/** Deals paths round-robin so every worker gets a similar mix of languages and page kinds. */
function deal<T>(items: readonly T[], hands: number): T[][] {
  const shares: T[][] = Array.from({ length: hands }, () => []);
  items.forEach((item, index) => shares[index % hands]!.push(item));
  return shares;
}

function runWorker(job: RenderJob): { done: Promise<LoaderEntry[]>; worker: Worker } {
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: job });
  const done = new Promise<LoaderEntry[]>((resolveDone, reject) => {
    let entries: LoaderEntry[] | undefined;
    worker.once('message', (message: LoaderEntry[]) => (entries = message));
    worker.once('error', reject);
    worker.once('exit', (code) => (entries && code === 0 ? resolveDone(entries) : reject(new Error(`page worker exited with ${code} before writing its pages`))));
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
  hash: string;
}

export function pageLoop(options: { workers: number; compareDir?: string; root: string; outDir: string; localeUrl: (key: string, ns: string) => string; localeKeys: readonly string[]; namespaces: readonly string[] }) {
  let taken: Taken | undefined;
  return {
    /** vite-react-ssg's includedRoutes: with workers, it renders nothing and the paths are kept. */
    take(paths: string[]): string[] {
      if (options.workers === 0) return paths;
      const serverOut = (globalThis as Record<symbol, string | undefined>)[SERVER_OUT_DIR];
      if (!serverOut || !existsSync(serverOut)) throw new Error('page-loop: the server bundle was not found (serverOutDirPlugin missing from the config?)');
      const hash = basename(serverOut);
      // vite-react-ssg deletes its temporary folder before onFinished; under the root, the bundle's
      // imports still resolve to node_modules.
      const bundleDir = join(options.root, '.vite-react-ssg-pages', hash);
      mkdirSync(join(options.root, '.vite-react-ssg-pages'), { recursive: true });
      if (options.compareDir) cpSync(serverOut, bundleDir, { recursive: true });
      else renameSync(serverOut, bundleDir);
      // vite-react-ssg deletes index.html before its loop; the template is read now.
      const indexHTML = readFileSync(join(options.outDir, 'index.html'), 'utf8');
      // Its own filtering after includedRoutes: no dynamic segments, no repeats.
      taken = { paths: [...new Set(paths.filter((p) => !p.includes(':') && !p.includes('*')))], indexHTML, bundleDir, hash };
      return options.compareDir ? paths : [];
    },

    /** vite-react-ssg's onFinished: renders the kept paths in worker threads. */
    async render(outDir: string): Promise<void> {
      if (!taken) return;
      const { paths, indexHTML, bundleDir, hash } = taken;
      taken = undefined;
      const clientOutDir = resolve(options.root, outDir);
      const out = options.compareDir ? resolve(options.compareDir) : clientOutDir;
      if (options.compareDir) copyAllButPages(clientOutDir, out, paths);
      const started = performance.now();
      const localeUrls = Object.fromEntries(options.localeKeys.flatMap((key) => options.namespaces.map((ns) => [`${key}/${ns}`, options.localeUrl(key, ns)])));
      // vite-react-ssg names the server entry after src/main.tsx.
      const serverEntry = join(bundleDir, 'main.mjs');
      const workers = Math.max(1, Math.min(options.workers, paths.length));
      console.log(`[page-loop] rendering ${paths.length} pages in ${workers} worker thread${workers === 1 ? '' : 's'}`);
      const runs = deal(paths, workers).map((share) =>
        runWorker({ serverEntry, serverManifestFile: join(bundleDir, '.vite', 'manifest.json'), clientOutDir, outDir: out, paths: share, indexHTML, hash, localeUrls }),
      );
      try {
        const loaderFiles = new Map((await Promise.all(runs.map((r) => r.done))).flat());
        // The same manifest vite-react-ssg writes, in path order rather than the order pages finished.
        const manifest: Record<string, string> = {};
        for (const path of paths) {
          const file = loaderFiles.get(path);
          if (file) manifest[path.startsWith('/') ? path : `/${path}`] = file;
        }
        writeFileSync(join(out, `static-loader-data-manifest-${hash}.json`), JSON.stringify(manifest, null, 0));
        const seconds = (performance.now() - started) / 1000;
        console.log(`[page-loop] done: ${paths.length} pages in ${seconds.toFixed(1)} s (${Math.round(paths.length / seconds)} pages/s), ${loaderFiles.size} loader data files`);
      } finally {
        await Promise.all(runs.map((r) => r.worker.terminate()));
        rmSync(bundleDir, { recursive: true, force: true });
      }
    },
  };
}
