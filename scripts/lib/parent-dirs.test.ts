import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parentDirs } from './parent-dirs';

const root = mkdtempSync(join(tmpdir(), 'quorvia-parent-dirs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('parentDirs', () => {
  it('makes each file\'s folder, nested ones included, so the file can be written', () => {
    const makeParent = parentDirs();
    for (const file of ['fr/hub/a.html', 'fr/hub/b.html', 'assets/posts/lu/about.json']) {
      makeParent(join(root, file));
      writeFileSync(join(root, file), 'x');
    }
    expect(['fr/hub/a.html', 'fr/hub/b.html', 'assets/posts/lu/about.json'].every((f) => existsSync(join(root, f)))).toBe(true);
  });
});
