import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendCsv, BUILD_COLUMNS, buildRows, imageRows, type RunMeta } from './bench-history';
import type { BenchResult } from './bench-table';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const file = () => {
  const dir = mkdtempSync(join(tmpdir(), 'quorvia-bench-history-'));
  dirs.push(dir);
  return join(dir, 'reports', 'history', 'runs.csv');
};

const meta: RunMeta = { date: '2026-11-28T00:30:00Z', commit: 'abc1234', cores: 2, memory_gb: 24, load_average: '1.2 to 2.0' };
const result: BenchResult = {
  posts: 1000, useCases: 100, newsroom: 100, jobs: 10, workers: 2, pages: 11247, renderedPages: 8604, files: 14725, deployFiles: 9360, packSeconds: 0.41,
  wallSeconds: 52.44, bundleSeconds: 10.7, renderSeconds: 40.4, postbuildSeconds: 1.1,
  pagesPerSecond: 214.6, peakMegabytes: 971.2, renderGrowthMegabytes: Number.NaN, cpuSeconds: 96.5, reactSeconds: 33,
  largestListingKilobytes: 72.84, useCasesKilobytes: 80.5, hubIndexKilobytes: 444.2,
};

describe('bench history', () => {
  it('creates the file with its header, then a row per build', () => {
    const target = file();
    appendCsv(target, ['a', 'b'], [{ a: 1, b: 'x' }]);
    expect(readFileSync(target, 'utf8')).toBe('a,b\n1,x\n');
  });

  it('appends to what is there and never rewrites it', () => {
    const target = file();
    appendCsv(target, ['a', 'b'], [{ a: 1, b: 2 }]);
    appendCsv(target, ['a', 'b'], [{ a: 3 }, { b: 'with, comma and "quotes"' }]);
    expect(readFileSync(target, 'utf8')).toBe('a,b\n1,2\n3,\n,"with, comma and ""quotes"""\n');
  });

  it('stops rather than write rows under another header', () => {
    const target = file();
    appendCsv(target, ['a'], []);
    writeFileSync(target, 'a,old\n1,2\n');
    expect(() => appendCsv(target, ['a', 'b'], [{ a: 1 }])).toThrow(/other columns/);
    expect(readFileSync(target, 'utf8')).toBe('a,old\n1,2\n');
  });

  it('writes the figures the bench prints, with the run, the machine and the rebuild', () => {
    const [row] = buildRows(meta, [result], [{ posts: 1000, workers: 2, pages: 8604, rerendered: 22, fullSeconds: 52.44, rebuildSeconds: 16.23, bundleSeconds: 10.4, renderSeconds: 4.7, postbuildSeconds: 0.9, loadAverage: [4, 4] }]);
    expect(row).toMatchObject({
      date: '2026-11-28T00:30:00Z', commit: 'abc1234', cores: 2, memory_gb: 24, posts: 1000, workers: 2, pages: 11247, files: 14725, deploy_files: 9360,
      wall_s: 52.4, pages_per_s: 215, render_pages_per_s: 213, peak_mb: 971, render_growth_mb: '', cores_used: 1.84, react_s: 33,
      rebuild_rerendered: 22, rebuild_s: 16.2,
    });
    const target = file();
    appendCsv(target, BUILD_COLUMNS, [row!]);
    const [header, line] = readFileSync(target, 'utf8').trim().split('\n');
    expect(header!.split(',')).toHaveLength(line!.split(',').length);
  });

  it('writes the search rows after the older columns: index step, sizes on disk, first query and filter, the rebuild\'s index step', () => {
    const index = { posts: 1000, workers: 2, indexSeconds: 12.34, searchIndexBytes: 5 * 2 ** 20, searchIndexFiles: 7000, listIndexBytes: 512 * 1024, listIndexFiles: 900, firstQueryBytes: 150.55 * 1024, firstQueryRequests: 12, firstFilterBytes: 88.04 * 1024, firstFilterRequests: 10 };
    const rebuild = { posts: 1000, workers: 2, pages: 8604, rerendered: 22, fullSeconds: 52.44, rebuildSeconds: 16.23, bundleSeconds: 10.4, renderSeconds: 4.7, postbuildSeconds: 0.9, indexSeconds: 11.96, loadAverage: [4, 4] as [number, number] };
    const [row] = buildRows(meta, [result], [rebuild], [index]);
    expect(row).toMatchObject({ index_s: 12.3, search_index_kb: 5120, search_index_files: 7000, list_index_kb: 512, list_index_files: 900, first_query_kb: 150.6, first_filter_kb: 88, rebuild_index_s: 12 });
    expect(BUILD_COLUMNS.indexOf('note')).toBeLessThan(BUILD_COLUMNS.indexOf('index_s'));
    expect(buildRows(meta, [result], [])[0]).not.toHaveProperty('index_s');
  });

  it('has one image row per cache state', () => {
    expect(imageRows(meta, [{ posts: 100, cache: 'cold', variants: 800, encoded: 800, wallSeconds: 70.6, cpuSeconds: 138.6 }])).toEqual([
      { ...meta, posts: 100, cache: 'cold', files: 800, encoded: 800, wall_s: 70.6, cpu_s: 138.6, ms_per_file: 88.3 },
    ]);
  });
});
