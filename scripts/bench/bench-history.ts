/**
 * The benchmark's history as data: every `npm run bench` appends its figures, one row per build
 * measured and one per image step, to CSV files under reports/history/ (tracked in git), so a
 * figure can be compared with any earlier run without reading prose. Rows carry the date, the
 * commit and the machine's size, since a run on two shared cores says little without them.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { BenchResult } from './bench-table';
import type { ImageBenchRow } from './image-bench';
import type { RebuildResult } from './rebuild-table';
import type { IndexRow } from './index-table';

export const HISTORY_DIR = resolve('reports', 'history');
export const BUILD_HISTORY = resolve(HISTORY_DIR, 'bench-builds.csv');
export const IMAGE_HISTORY = resolve(HISTORY_DIR, 'bench-images.csv');

/** Columns are only ever added at the end, so older rows keep their meaning. */
export const BUILD_COLUMNS = [
  'date', 'commit', 'cores', 'memory_gb', 'load_average',
  'posts', 'workers', 'pages', 'files', 'deploy_files', 'pack_s',
  'wall_s', 'bundle_s', 'render_s', 'postbuild_s', 'pages_per_s', 'render_pages_per_s',
  'peak_mb', 'render_growth_mb', 'cores_used', 'react_s',
  'largest_listing_kb', 'use_cases_kb', 'hub_index_kb',
  'rebuild_pages', 'rebuild_rerendered', 'rebuild_s', 'rebuild_bundle_s', 'rebuild_render_s', 'rebuild_postbuild_s',
  'note',
  'index_s', 'search_index_kb', 'search_index_files', 'list_index_kb', 'list_index_files', 'first_query_kb', 'first_filter_kb', 'rebuild_index_s',
] as const;

export const IMAGE_COLUMNS = ['date', 'commit', 'cores', 'memory_gb', 'load_average', 'posts', 'cache', 'files', 'encoded', 'wall_s', 'cpu_s', 'ms_per_file', 'note'] as const;

export type Row = Partial<Record<string, string | number>>;

/** When, on what code and on what machine a run was made. */
export interface RunMeta {
  date: string;
  commit: string;
  cores: number;
  memory_gb: number;
  load_average: string;
}

/**
 * The commit of the working tree, marked when tracked files differ from it (the figures are then
 * of uncommitted code); the history itself does not count.
 */
export function currentCommit(root = process.cwd()): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  if (head.status !== 0) return '';
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!reports'], { cwd: root, encoding: 'utf8' });
  return `${head.stdout.trim()}${dirty.stdout.trim() ? '+changes' : ''}`;
}

export function runMeta(loadBefore: number): RunMeta {
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: currentCommit(),
    cores: availableParallelism(),
    memory_gb: Math.round(totalmem() / 2 ** 30),
    load_average: `${loadBefore.toFixed(1)} to ${loadavg()[0]!.toFixed(1)}`,
  };
}

const round = (value: number, digits = 1): number | string => (Number.isFinite(value) ? Number(value.toFixed(digits)) : '');

/** One row per build measured, with its one-post rebuild when the run made one. */
export function buildRows(meta: RunMeta, results: readonly BenchResult[], rebuilds: readonly RebuildResult[], indexes: readonly IndexRow[] = []): Row[] {
  return results.map((r) => {
    const rebuilt = rebuilds.find((b) => b.posts === r.posts && b.workers === r.workers);
    const index = indexes.find((i) => i.posts === r.posts && i.workers === r.workers);
    return {
      ...meta,
      posts: r.posts,
      workers: r.workers,
      pages: r.pages,
      files: r.files,
      deploy_files: r.deployFiles,
      pack_s: round(r.packSeconds),
      wall_s: round(r.wallSeconds),
      bundle_s: round(r.bundleSeconds),
      render_s: round(r.renderSeconds),
      postbuild_s: round(r.postbuildSeconds),
      pages_per_s: round(r.pagesPerSecond, 0),
      render_pages_per_s: round(r.renderedPages / r.renderSeconds, 0),
      peak_mb: round(r.peakMegabytes, 0),
      render_growth_mb: round(r.renderGrowthMegabytes, 0),
      cores_used: round(r.cpuSeconds / r.wallSeconds, 2),
      react_s: round(r.reactSeconds),
      largest_listing_kb: round(r.largestListingKilobytes),
      use_cases_kb: round(r.useCasesKilobytes),
      hub_index_kb: round(r.hubIndexKilobytes, 0),
      ...(rebuilt && {
        rebuild_pages: rebuilt.pages,
        rebuild_rerendered: rebuilt.rerendered,
        rebuild_s: round(rebuilt.rebuildSeconds),
        rebuild_bundle_s: round(rebuilt.bundleSeconds),
        rebuild_render_s: round(rebuilt.renderSeconds),
        rebuild_postbuild_s: round(rebuilt.postbuildSeconds),
        ...(rebuilt.indexSeconds !== undefined && { rebuild_index_s: round(rebuilt.indexSeconds) }),
      }),
      ...(index && {
        index_s: round(index.indexSeconds),
        search_index_kb: round(index.searchIndexBytes / 1024, 0),
        search_index_files: index.searchIndexFiles,
        list_index_kb: round(index.listIndexBytes / 1024, 0),
        list_index_files: index.listIndexFiles,
        first_query_kb: round(index.firstQueryBytes / 1024),
        first_filter_kb: round(index.firstFilterBytes / 1024),
      }),
    };
  });
}

export function imageRows(meta: RunMeta, images: readonly ImageBenchRow[]): Row[] {
  return images.map((i) => ({
    ...meta,
    posts: i.posts,
    cache: i.cache,
    files: i.variants,
    encoded: i.encoded,
    wall_s: round(i.wallSeconds),
    cpu_s: round(i.cpuSeconds),
    ms_per_file: round((i.wallSeconds * 1000) / i.variants),
  }));
}

function cell(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(columns: readonly string[], row: Row): string {
  return columns.map((column) => cell(row[column])).join(',');
}

/**
 * Appends rows to a CSV file, creating it (and its folder) with the header line first. Never
 * rewrites what is there: a file whose header is not these columns stops the run, since rows
 * under another header would be misread.
 */
export function appendCsv(file: string, columns: readonly string[], rows: readonly Row[]): void {
  const header = columns.join(',');
  if (existsSync(file)) {
    const first = readFileSync(file, 'utf8').split('\n', 1)[0];
    if (first !== header) throw new Error(`${file} has other columns than the bench writes (${first} against ${header}): add new columns at the end of the file's header and of the bench's list`);
  } else {
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, `${header}\n`);
  }
  if (rows.length) appendFileSync(file, rows.map((row) => `${csvLine(columns, row)}\n`).join(''));
}
