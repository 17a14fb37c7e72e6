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
import type { Plugin } from 'vite';
import { pageFileName } from './ssg-files.mjs';
import { contentHashes, currentPlan, sharedModuleIds, sharedModulesHash } from '../incremental/build-run';
import { contentBytes, workerHeapMb } from './worker-heap';
import { runPageLoop, type PageLoopJob } from './run-page-loop';

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

/** The build's folder without what the page loop writes, for the comparison run. */
function copyAllButPages(from: string, to: string, paths: readonly string[]): void {
  const pages = new Set(paths.map(pageFileName));
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const file = relative(from, source);
      // vite-react-ssg's loop writes loader data files too; the postbuild drops them.
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
}

export function pageLoop(options: {
  workers: number;
  compareDir?: string;
  root: string;
  outDir: string;
  /** The folder the build replaces when it writes into a temporary one (the incremental cache is kept per target). */
  targetDir?: string;
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
      // Reused pages carry the previous build's hash, so new ones must too: the browser takes a page
      // with another hash for another deployment (page-data-loader.ts). BUILD_SSG_HASH pins it for
      // a test comparing two builds.
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
      taken = { paths: [...new Set(paths.filter((p) => !p.includes(':') && !p.includes('*')))], indexHTML, bundleDir, hash };
      return options.compareDir ? paths : [];
    },

    /**
     * vite-react-ssg's onFinished: renders the kept paths in worker threads, here or, when
     * run-prerender.mjs asks for it (PAGE_LOOP_JOB_FILE), in its own process once this one, with
     * what bundling left in memory (1.2 GB at 10,000 posts), has exited.
     */
    async render(outDir: string): Promise<void> {
      if (!taken) return;
      const { paths, indexHTML, bundleDir, hash } = taken;
      taken = undefined;
      const clientOutDir = resolve(options.root, outDir);
      const out = options.compareDir ? resolve(options.compareDir) : clientOutDir;
      if (options.compareDir) copyAllButPages(clientOutDir, out, paths);
      const keys = options.localeKeys.flatMap((key) => options.namespaces.map((ns) => [key, ns] as const));
      const plan = options.compareDir ? undefined : currentPlan();
      // BUILD_INCREMENTAL_PLANT=translations takes the previous build's translation hashes, as if
      // translations were no input: the incremental gate (scripts/gates/incremental.test.ts)
      // shows that it catches such a gap.
      const planted = process.env.BUILD_INCREMENTAL_PLANT === 'translations' ? plan?.previous?.translationHashes : undefined;
      const job: PageLoopJob = {
        paths,
        indexHTML,
        bundleDir,
        hash,
        clientOutDir,
        outDir: out,
        localeUrls: Object.fromEntries(keys.map(([key, ns]) => [`${key}/${ns}`, options.localeUrl(key, ns)])),
        translationHashes: planted ?? Object.fromEntries(keys.map(([key, ns]) => [`${key}/${ns}`, options.translationHash(key, ns)])),
        contentHashes: contentHashes(),
        sharedHash: sharedModulesHash(),
        sharedModules: sharedModuleIds().map((id) => id.slice(1)),
        workers: Math.max(1, Math.min(options.workers, paths.length)),
        heapMb: workerHeapMb(contentBytes(options.contentDir)),
        plan: plan && {
          root: options.root,
          outDir: options.outDir,
          targetDir: options.targetDir ?? options.outDir,
          codeKey: plan.codeKey,
          incremental: plan.previous !== undefined,
          ...(plan.previousDir ? { previousDir: plan.previousDir } : {}),
        },
      };
      const jobFile = process.env.PAGE_LOOP_JOB_FILE;
      if (jobFile && !options.compareDir) writeFileSync(jobFile, JSON.stringify(job));
      else await runPageLoop(job);
    },
  };
}
