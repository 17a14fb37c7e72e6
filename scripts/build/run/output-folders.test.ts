import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanLeftovers, displayPath, outputFolders, replaceTarget, stillServed } from './output-folders';

const root = mkdtempSync(join(tmpdir(), 'quorvia-output-folders-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function site(dir: string, text: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), text);
}

/** A process id no process has: far above Linux's default pid_max of 4,194,304. */
const GONE = 99_999_999;

describe('output folders', () => {
  it('builds beside the target, under a hidden name of this process', () => {
    expect(outputFolders(join(root, 'dist'), 42)).toEqual({ target: join(root, 'dist'), temp: join(root, '.dist.building-42') });
  });

  it('replaces the target with the finished build', () => {
    const { target, temp } = outputFolders(join(root, 'a'));
    site(target, 'old');
    site(temp, 'new');
    replaceTarget({ target, temp });
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(temp)).toBe(false);
  });

  it('puts a first build in place when there was none', () => {
    const { target, temp } = outputFolders(join(root, 'b'));
    site(temp, 'first');
    replaceTarget({ target, temp });
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('first');
  });

  it('removes what killed builds left, and keeps the folders of a build still running', () => {
    const { target } = outputFolders(join(root, 'c'));
    site(target, 'live');
    site(join(root, `.c.building-${GONE}`), 'half');
    site(join(root, `.c.old-${GONE}`), 'older');
    site(join(root, `.c.building-${process.ppid}`), 'running');
    site(join(root, '.cx.building-1'), 'another target');
    expect(cleanLeftovers(target)).toHaveLength(2);
    expect(readdirSync(root).filter((n) => n.startsWith('.c.') || n.startsWith('.cx.')).sort()).toEqual([`.c.building-${process.ppid}`, '.cx.building-1']);
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('live');
  });

  it('puts the previous build back when a build was killed between its two renames', () => {
    const { target } = outputFolders(join(root, 'd'));
    site(join(root, `.d.old-${GONE}`), 'previous');
    site(join(root, `.d.building-${GONE}`), 'unfinished');
    cleanLeftovers(target);
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('previous');
    expect(readdirSync(root).filter((n) => n.startsWith('.d.'))).toEqual([]);
  });

  it('says what is still served after a failure, or what to do when nothing is', () => {
    const { target } = outputFolders(join(root, 'e'));
    expect(stillServed(target, root)).toBe('There is no earlier build in e/: fix the problem above and run npm run build again.');
    site(target, 'good');
    utimesSync(target, new Date('2026-11-27T20:15:00Z'), new Date('2026-11-27T20:15:00Z'));
    expect(stillServed(target, root)).toBe('e/ still holds the last good build (2026-11-27 20:15 UTC).');
  });

  it('names a folder inside the project relatively and one outside in full', () => {
    expect(displayPath(join(root, 'dist'), root)).toBe('dist/');
    expect(displayPath('/elsewhere/out', root)).toBe('/elsewhere/out/');
  });
});
