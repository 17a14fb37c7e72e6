import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareDirs } from './compare-dirs';

const root = mkdtempSync(join(tmpdir(), 'compare-dirs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('compareDirs', () => {
  it('names files missing on either side and files whose bytes differ', () => {
    const a = folder('a', { 'x.html': '1', 'sub/y.html': '2', 'only-a.txt': '' });
    const b = folder('b', { 'x.html': '1', 'sub/y.html': '3', 'only-b.txt': '' });
    expect(compareDirs(a, b)).toEqual({ onlyInA: ['only-a.txt'], onlyInB: ['only-b.txt'], different: ['sub/y.html'], compared: 2 });
  });
  it('compares JSON byte for byte, key order included', () => {
    const a = folder('c', { 'other.json': '{"/a":"1","/b":"2"}' });
    const b = folder('d', { 'other.json': '{"/b":"2","/a":"1"}' });
    expect(compareDirs(a, b).different).toEqual(['other.json']);
  });
});
