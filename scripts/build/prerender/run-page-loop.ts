/**
 * The page loop proper (page-loop.ts prepares it): deals the paths to worker threads
 * (render-worker.ts), which also move over what an incremental build reuses, and writes the
 * record the postbuild and the next build read. Runs in the prerender's process
 * or, by default, in run-prerender.mjs once the bundling process has exited.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PAGE_DONE, type RenderJob, type RenderResult } from './render-job';
import { stepDetail, stepProgress, stepStarts } from '../build-events';
import { pageFileName } from './ssg-files.mjs';
import { assetRenames, type Renames } from '../incremental/asset-renames';
import { reuseCandidates } from '../incremental/reuse-pages';
import { cacheSlot, type PageCacheState, type PageInputHashes } from '../incremental/page-cache';
import type { Manifest } from '../page-assets';
import { workerFailure } from './worker-heap';
import { dealByPage } from './deal-by-page';
import { writeFinishedByLoop } from '../postbuild/finished-by-loop';

/** Everything the loop needs from the bundling process, as JSON. */
export interface PageLoopJob extends PageInputHashes {
  paths: string[];
  /** index.html as the client build wrote it. */
  indexHTML: string;
  /** The server bundle, moved out of vite-react-ssg's temporary folder; deleted when the loop ends. */
  bundleDir: string;
  /** The hash the pages carry: vite-react-ssg's, or the previous build's when this one reuses its pages. */
  hash: string;
  clientOutDir: string;
  /** Where the pages go: the client build's folder, or PAGE_LOOP_COMPARE_DIR. */
  outDir: string;
  sharedHash: string;
  /** The generated modules in sharedHash, for the build's log. */
  sharedModules: string[];
  workers: number;
  /** Each worker's heap cap (worker-heap.ts). */
  heapMb: number;
  /** The incremental build's plan (build-plan.ts); absent for the comparison run. */
  plan?: { root: string; outDir: string; codeKey: string; incremental: boolean; targetDir?: string; previousDir?: string };
}

function runWorker(job: RenderJob, heapMb: number, onPage: () => void): { done: Promise<RenderResult>; worker: Worker } {
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: job, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
  const done = new Promise<RenderResult>((resolveDone, reject) => {
    let result: RenderResult | undefined;
    worker.on('message', (message: RenderResult | typeof PAGE_DONE) => {
      if (message === PAGE_DONE) onPage();
      else result = message;
    });
    worker.once('error', (error) => reject(workerFailure(error, heapMb)));
    worker.once('exit', (code) => (result && code === 0 ? resolveDone(result) : reject(new Error(`page worker exited with ${code} before writing its pages`))));
  });
  return { done, worker };
}

/** The previous build's pages this one may reuse, and the file names to rename in them. */
function reusable(previous: PageCacheState | undefined, manifest: Manifest, localeUrls: Record<string, string>): { previous: PageCacheState; renames: Renames } | undefined {
  if (!previous) return undefined;
  const result = assetRenames(previous, { manifest, localeUrls });
  if ('renames' in result) return { previous, renames: result.renames };
  console.log(`[incremental] full build (${result.reason})`);
  return undefined;
}

export async function runPageLoop(job: PageLoopJob): Promise<void> {
  const { paths, bundleDir, hash, clientOutDir, outDir: out, localeUrls, translationHashes, workers } = job;
  const started = performance.now();
  const slot = job.plan && cacheSlot(job.plan.root, job.plan.targetDir ?? job.plan.outDir);
  const clientManifest = JSON.parse(readFileSync(join(clientOutDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const reuse = reusable(job.plan?.incremental ? slot?.previousState() : undefined, clientManifest, localeUrls);
  const previousDir = job.plan?.previousDir ?? slot?.previousDir ?? '';
  const candidates = reuse ? reuseCandidates(reuse.previous, previousDir, paths, reuse.renames) : {};
  console.log(`[page-loop] ${reuse ? 'checking' : 'rendering'} ${paths.length} pages in ${workers} worker thread${workers === 1 ? '' : 's'}`);
  const named = job.sharedModules.filter((id) => id.startsWith('virtual:'));
  console.log(`[incremental] generated modules in every page's fingerprint: ${named.join(', ')} and ${job.sharedModules.length - named.length} more (images, runtime)`);
  stepStarts('pages');
  let pagesDone = 0;
  const onPage = () => stepProgress(++pagesDone, paths.length);
  const runs = dealByPage(paths, workers).map((share) =>
    runWorker(
      {
        // vite-react-ssg names the server entry after src/main.tsx.
        serverEntry: join(bundleDir, 'main.mjs'),
        serverManifestFile: join(bundleDir, '.vite', 'manifest.json'),
        clientOutDir,
        outDir: out,
        paths: share,
        indexHTML: job.indexHTML,
        hash,
        localeUrls,
        translationHashes,
        sharedHash: job.sharedHash,
        previous: Object.fromEntries(share.flatMap((path) => (candidates[path] ? [[path, candidates[path]]] : []))),
        ...(reuse ? { reuse: { previousDir, renames: [...reuse.renames] } } : {}),
      },
      job.heapMb,
      onPage,
    ),
  );
  try {
    const results = await Promise.all(runs.map((r) => r.done));
    const reused = results.flatMap((r) => r.reused);
    writeFinishedByLoop(out, results.flatMap((r) => r.finished));
    const fingerprints = Object.fromEntries(results.flatMap((r) => r.fingerprints).map(([path, fingerprint]) => [pageFileName(path), fingerprint]));
    if (job.plan) slot?.writeRun({ codeKey: job.plan.codeKey, ssgHash: hash, localeUrls, translationHashes, fingerprints, reused: reused.map(pageFileName), contentHashes: job.contentHashes });
    const seconds = (performance.now() - started) / 1000;
    const rendered = paths.length - reused.length;
    console.log(`[page-loop] done: ${rendered} pages in ${seconds.toFixed(1)} s (${Math.round(rendered / seconds)} pages/s)`);
    stepDetail(`${rendered} rendered${reuse ? `, ${reused.length} reused` : ''}, ${Math.round(rendered / seconds)} pages/s`);
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
}

/** run-prerender.mjs: the job the bundling process left (PAGE_LOOP_JOB_FILE). */
export async function runPageLoopFile(file: string): Promise<void> {
  await runPageLoop(JSON.parse(readFileSync(file, 'utf8')) as PageLoopJob);
}
