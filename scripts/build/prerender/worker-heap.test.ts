import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { contentBytes, workerFailure, workerHeapMb } from './worker-heap';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('workerHeapMb', () => {
  it('grows with the content: about 1.3 GB at 10,000 posts, under 1 GB for the real site', () => {
    expect(workerHeapMb(55e6, undefined)).toBe(1300);
    expect(workerHeapMb(2e6, undefined)).toBe(664);
  });

  it('takes BUILD_WORKER_HEAP_MB and names a bad value', () => {
    expect(workerHeapMb(55e6, '2048')).toBe(2048);
    expect(() => workerHeapMb(55e6, 'lots')).toThrow(/BUILD_WORKER_HEAP_MB .* not lots/);
    expect(() => workerHeapMb(55e6, '64')).toThrow(/at least 256/);
  });
});

describe('contentBytes', () => {
  it('adds up the JSON files in every folder and skips the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-bytes-'));
    made.push(dir);
    mkdirSync(join(dir, 'posts'));
    writeFileSync(join(dir, 'site.json'), '{"a":1}');
    writeFileSync(join(dir, 'posts', 'blog.json'), '[1,2,3]');
    writeFileSync(join(dir, 'posts', 'notes.md'), 'not content');
    expect(contentBytes(dir)).toBe(14);
  });
});

describe('workerFailure', () => {
  it('names BUILD_WORKER_HEAP_MB when a worker with a capped heap runs out of it', async () => {
    const worker = new Worker('const kept = []; for (;;) kept.push(new Array(1e5).fill(1.5));', { eval: true, resourceLimits: { maxOldGenerationSizeMb: 32 } });
    const error = await new Promise((resolve) => worker.once('error', resolve));
    const failure = workerFailure(error, 32);
    expect(failure.message).toMatch(/ran out of memory: its heap may grow to 32 MB .*raise BUILD_WORKER_HEAP_MB/);
    expect(failure.cause).toBe(error);
  });

  it('passes any other error on as it is', () => {
    const error = new Error('page loop: render failed');
    expect(workerFailure(error, 1300)).toBe(error);
  });
});
