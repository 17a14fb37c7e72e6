/**
 * Page loop gate: the pages written by worker threads (scripts/build/prerender/page-loop.ts) are
 * byte for byte the ones vite-react-ssg's own loop writes. One prerender of the real content runs
 * both loops on the same bundles (two builds would differ by vite-react-ssg's random hash and the
 * brand vault's salt), then the postbuild finishes each folder (the workers' pages are finished
 * already, vite-react-ssg's are not) and every file is compared.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareDirs } from '../build/prerender/compare-dirs';
import { runNode } from './run-node';
import { readFinishedByLoop } from '../build/postbuild/finished-by-loop';

const root = mkdtempSync(join(tmpdir(), 'quorvia-page-loop-'));
const single = join(root, 'vite-react-ssg');
const workers = join(root, 'workers');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('page loop in worker threads', () => {
  // One prerender running both loops and two postbuilds: 9.5 minutes at a load of 15 on 2 cores.
  it('writes the same site as vite-react-ssg, file for file', { timeout: 1_200_000 }, () => {
    runNode(['scripts/build/prerender/run-prerender.mjs'], { OUT_DIR: single, PAGE_LOOP_COMPARE_DIR: workers, BUILD_WORKERS: '2' });
    // The workers finish their pages as they render them; vite-react-ssg's pages are finished by the postbuild.
    expect(readFinishedByLoop(workers).length).toBeGreaterThan(400);
    expect(readFinishedByLoop(single)).toEqual([]);
    for (const dir of [single, workers]) runNode(['--import', 'tsx', 'scripts/build/postbuild.ts', dir], { OUT_DIR: dir });
    const result = compareDirs(single, workers);
    console.log(`[page-loop gate] ${result.compared} files compared`);
    expect({ ...result, compared: result.compared > 1000 }).toEqual({ onlyInA: [], onlyInB: [], different: [], compared: true });
  });
});
