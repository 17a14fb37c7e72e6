/**
 * How large a page worker's heap may grow. Left to V8, each worker's heap grew to 2.5 GB at 10,000
 * posts (6.1 GB for the build with two workers) while what it kept after a full collection stayed
 * between 350 and 600 MB: with memory to spare, V8 collects late. A worker keeps the server bundle
 * and the content it loads (about ten times the content's JSON), so the cap follows the content;
 * near it V8 collects more often instead. BUILD_WORKER_HEAP_MB sets it by hand.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../../lib/dist-pages';

/** Room for the bundle, React's page render and the collector's headroom, with no content at all. */
const BASE_MB = 640;
/** Heap per MB of content JSON, from 10,000 posts: 55 MB of JSON, up to 600 MB kept by a worker. */
const PER_CONTENT_MB = 12;

/** The cap in MB for a content folder of `contentBytes`, or BUILD_WORKER_HEAP_MB. */
export function workerHeapMb(contentBytes: number, value = process.env.BUILD_WORKER_HEAP_MB): number {
  if (value !== undefined && value !== '') {
    const mb = Number(value);
    if (!Number.isInteger(mb) || mb < 256) throw new Error(`BUILD_WORKER_HEAP_MB must be a whole number of MB, at least 256, not ${value}`);
    return mb;
  }
  return Math.round(BASE_MB + (PER_CONTENT_MB * contentBytes) / 1e6);
}

/** Bytes of the JSON files under a content folder. */
export function contentBytes(dir: string): number {
  return listFiles(dir, (file) => file.endsWith('.json')).reduce((total, file) => total + statSync(join(dir, file)).size, 0);
}

/** A worker's failure as the build reports it: running out of its heap names the setting to raise. */
export function workerFailure(error: unknown, heapMb: number): Error {
  if ((error as { code?: string } | null)?.code !== 'ERR_WORKER_OUT_OF_MEMORY') return error instanceof Error ? error : new Error(String(error));
  return new Error(`page worker ran out of memory: its heap may grow to ${heapMb} MB (set from the content's size); raise BUILD_WORKER_HEAP_MB`, { cause: error });
}
