/**
 * The output folder a build replaces (dist/, or OUT_DIR) and the folders beside it: the new build
 * is written into `.dist.building-<pid>` and takes dist/'s place by two renames once every step
 * has passed (the old one goes to `.dist.old-<pid>` and is deleted in the background). A failed
 * or interrupted build leaves dist/ as it was; the folders a killed build left behind are
 * removed, or put back, by the next one.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

export interface OutputFolders {
  /** The folder the site is served from, replaced only by a build that passed. */
  target: string;
  /** Where this build writes. */
  temp: string;
}

const BUILDING = '.building-';
const OLD = '.old-';

export function outputFolders(target: string, pid = process.pid): OutputFolders {
  const full = resolve(target);
  return { target: full, temp: join(dirname(full), `.${basename(full)}${BUILDING}${pid}`) };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The folders beside `target` that builds left: `{ kind, pid, path }`. */
function leftovers(target: string): Array<{ kind: 'building' | 'old'; pid: number; path: string }> {
  const parent = dirname(target);
  const prefix = `.${basename(target)}`;
  if (!existsSync(parent)) return [];
  return readdirSync(parent).flatMap((name) => {
    if (!name.startsWith(prefix)) return [];
    const rest = name.slice(prefix.length);
    const match = /^\.(building|old)-(\d+)$/.exec(rest);
    if (!match) return [];
    return [{ kind: match[1] as 'building' | 'old', pid: Number(match[2]), path: join(parent, name) }];
  });
}

/**
 * Removes what earlier builds that no longer run left beside `target`. A build killed between its
 * two renames left no `target` but its predecessor in `.old-<pid>`: that one is put back.
 * Returns one line per thing done, for the build's log.
 */
export function cleanLeftovers(target: string): string[] {
  const done: string[] = [];
  const stale = leftovers(target).filter((l) => l.pid !== process.pid && !isRunning(l.pid));
  if (!existsSync(target)) {
    const old = stale.filter((l) => l.kind === 'old').sort((a, b) => statSync(b.path).mtimeMs - statSync(a.path).mtimeMs)[0];
    if (old) {
      renameSync(old.path, target);
      done.push(`put back ${target}, which an interrupted build had set aside as ${old.path}`);
    }
  }
  for (const left of stale) {
    if (!existsSync(left.path)) continue;
    try {
      rmSync(left.path, { recursive: true, force: true });
      done.push(`removed ${left.path}, left by an earlier build`);
    } catch {
      // Another process (the background delete of a finished build) may be removing it too.
    }
  }
  return done;
}

/** True when `dir` holds a built site (at least its home page). */
export function holdsSite(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * When the site in `target` was built: the folder's own time, which changes when a build's last
 * step writes sitemap.xml into it and not when it is renamed into place.
 */
export function builtAt(target: string): Date | null {
  return holdsSite(target) ? statSync(target).mtime : null;
}

/** The words after "Build failed ...": what a reader of the failure still has, and what to do without it. */
export function stillServed(target: string, cwd = process.cwd()): string {
  const name = displayPath(target, cwd);
  const at = builtAt(target);
  if (!at) return `There is no earlier build in ${name}: fix the problem above and run npm run build again.`;
  return `${name} still holds the last good build (${at.toISOString().slice(0, 16).replace('T', ' ')} UTC).`;
}

/** dist/ for the project's own folder; a path relative to `cwd` when it is short, else absolute. */
export function displayPath(dir: string, cwd = process.cwd()): string {
  const rel = relative(cwd, dir);
  return rel && !rel.startsWith('..') ? `${rel}/` : `${dir}/`;
}

function removeInBackground(dir: string): void {
  const script = `require('node:fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`;
  spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Puts the finished build in place: `target` moves aside and `temp` takes its name. Synchronous,
 * so a Ctrl+C (handled on the event loop) cannot fall between the two renames; a kill that does
 * is undone by cleanLeftovers. The previous build is deleted by a process of its own: at 10,000
 * posts it is tens of thousands of files.
 */
export function replaceTarget({ target, temp }: OutputFolders, pid = process.pid): void {
  if (existsSync(target)) {
    const old = join(dirname(target), `.${basename(target)}${OLD}${pid}`);
    renameSync(target, old);
    renameSync(temp, target);
    removeInBackground(old);
  } else renameSync(temp, target);
}
