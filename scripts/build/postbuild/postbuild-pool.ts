/**
 * Splits the pages between worker threads, one per core: finishing a page (parsing it for its
 * inline scripts, hashing them, trimming preloads) is CPU work that grows with the page count.
 * Small sites finish on the main thread, where starting workers would cost more than it saves.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DistPage } from '../../lib/dist-pages';
import type { Manifest } from '../page-assets';
import { finishPages, type FinishedPage } from './finish-pages';

const PAGES_PER_WORKER_AT_LEAST = 400;

/** Deals pages round-robin so every share gets a similar mix of long and short pages. */
export function deal<T>(items: readonly T[], hands: number): T[][] {
  const shares: T[][] = Array.from({ length: hands }, () => []);
  items.forEach((item, index) => shares[index % hands]!.push(item));
  return shares;
}

function runWorker(dist: string, manifest: Manifest, pages: DistPage[]): Promise<FinishedPage[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./finish-worker.mjs', import.meta.url), { workerData: { dist, manifest, pages } });
    let result: FinishedPage[] | undefined;
    worker.once('message', (message: FinishedPage[]) => (result = message));
    worker.once('error', reject);
    worker.once('exit', (code) => (result && code === 0 ? resolve(result) : reject(new Error(`postbuild worker exited with ${code} before finishing its pages`))));
  });
}

export async function finishAllPages(dist: string, manifest: Manifest, pages: readonly DistPage[]): Promise<FinishedPage[]> {
  const workers = Math.min(availableParallelism(), Math.floor(pages.length / PAGES_PER_WORKER_AT_LEAST));
  if (workers < 2) return finishPages(dist, manifest, pages);
  const shares = await Promise.all(deal(pages, workers).map((share) => runWorker(dist, manifest, share)));
  return shares.flat();
}
