/**
 * Safe build gate: `npm run build` (scripts/build/run/run-build.ts) replaces its output folder
 * only when every step has passed. One good build of fixture content, then a build that fails in
 * its content check and an incremental build that fails in its last step (a planted failure,
 * BUILD_PLANT_FAILURE=finishing, after the step has written its files): each leaves the output
 * folder byte for byte as it was, and says so in its last line. The good build's output, read as
 * CI reads it (no terminal), is short and repeats every content warning in its summary.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listFiles } from '../lib/dist-pages';
import { cacheSlot } from '../build/incremental/page-cache';
import { readContent } from '../../src/content/load-content';
import { formatProblem } from '../../src/content/content-error';
import { fixtureContentDir } from './fixture-content';

const root = mkdtempSync(join(tmpdir(), 'quorvia-safe-build-'));
const out = join(root, 'out');
const hostile = fixtureContentDir('hostile-content');
const broken = fixtureContentDir('broken-content');
afterAll(() => {
  cacheSlot(resolve('.'), out).forget();
  for (const dir of [root, hostile, broken]) rmSync(dir, { recursive: true, force: true });
});

function build(contentDir: string, env: NodeJS.ProcessEnv = {}) {
  const run = spawnSync('npm', ['run', '--silent', 'build'], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: contentDir, OUT_DIR: out, DEBUG: '', BUILD_VERBOSE: '', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}${run.stderr}`;
  const lines = output.split('\n').filter((line) => line !== '');
  return { status: run.status, output, lines, last: lines.at(-1) ?? '' };
}

/** Every file of the folder by its path, with its bytes' hash. */
function hashes(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).sort().map((file) => [file, createHash('sha256').update(readFileSync(join(dir, file))).digest('hex')]));
}

/** What builds left beside the output folder. */
const beside = () => readdirSync(root).filter((name) => name !== 'out');

describe('a build that fails', () => {
  const good = build(hostile);
  const before = good.status === 0 ? hashes(out) : {};

  it('builds fixture content with a short report that repeats every content warning', () => {
    expect(good.status, good.output.slice(-3000)).toBe(0);
    const { warnings } = readContent({ contentDir: hostile, publicDir: resolve('public') });
    expect(warnings.length).toBeGreaterThan(0);
    expect(good.output).toContain(`${warnings.length} warning${warnings.length === 1 ? '' : 's'}, 0 errors:\n`);
    for (const warning of warnings) expect(good.output).toContain(`  warning: ${formatProblem(warning)}\n`);
    // One line per step; the images and pages steps add a line at each quarter without a terminal.
    for (const step of ['settings', 'content check', 'client bundle', 'images', 'server bundle', 'pages', 'finishing', 'search index']) expect(good.output).toMatch(new RegExp(`^  ${step} +(\\d+\\.\\d s|\\d+ min \\d+ s)`, 'm'));
    expect(good.output).toMatch(/^ {2}pages +\d+\/\d+ \(\d+ pages\/s\)$/m);
    expect(good.lines.length, good.output).toBeLessThanOrEqual(40);
    expect(good.output).not.toMatch(/kB │|Add the file extension|debugName|PLUGIN_TIMINGS|RolldownError|\n\s+at /);
    expect(good.last).toMatch(/^Built .*out\/ in /);
    expect(Object.keys(before).length).toBeGreaterThan(100);
    expect(beside()).toEqual([]);
  });

  it("in the content check names the editor's problems and leaves the last good build", () => {
    const failed = build(broken);
    expect(failed.status).not.toBe(0);
    expect(failed.output).toContain('  - posts/blog.json at [1].title: title must be text');
    expect(failed.output).not.toMatch(/RolldownError|\n\s+at /);
    expect(failed.last).toMatch(/^Build failed in content check: \d+ content problems\. .*out\/ still holds the last good build \(\d{4}-\d\d-\d\d \d\d:\d\d UTC\)\.$/);
    expect(hashes(out)).toEqual(before);
    expect(beside()).toEqual([]);
  });

  it('in its last step, after reusing pages of the last good build, leaves that build byte for byte', () => {
    const failed = build(hostile, { BUILD_PLANT_FAILURE: 'finishing' });
    expect(failed.status).not.toBe(0);
    // The build was incremental: its reused pages were linked from the folder being served.
    expect(Number(/^ {2}pages .*, (\d+) reused/m.exec(failed.output)?.[1] ?? 0), failed.output).toBeGreaterThan(0);
    expect(failed.output).toContain('planted failure in the last step');
    expect(failed.output).not.toMatch(/\n\s+at /);
    expect(failed.last).toMatch(/^Build failed in finishing: planted failure in the last step \(BUILD_PLANT_FAILURE=finishing\)\. .*out\/ still holds the last good build \(/);
    expect(hashes(out)).toEqual(before);
    expect(beside()).toEqual([]);
  });
});
