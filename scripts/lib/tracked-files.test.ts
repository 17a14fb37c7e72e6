import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { trackedFilesHolding } from './tracked-files';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
function folder(files: Record<string, string>, tracked: string[] | null): string {
  const root = mkdtempSync(join(tmpdir(), 'quorvia-tracked-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  if (tracked) {
    spawnSync('git', ['init', '-q'], { cwd: root });
    spawnSync('git', ['add', ...tracked], { cwd: root });
  }
  return root;
}

describe('trackedFilesHolding', () => {
  it('names the tracked files that hold the text, not the untracked ones', () => {
    const root = folder({ 'README.md': 'password: gentle-otter-42-quay\n', 'notes.txt': 'gentle-otter-42-quay', 'other.ts': 'nothing' }, ['README.md', 'other.ts']);
    expect(trackedFilesHolding('gentle-otter-42-quay', root)).toEqual(['README.md']);
    expect(trackedFilesHolding('not-there-at-all', root)).toEqual([]);
  });
  it('finds text that is not ASCII, and says it cannot tell outside a git checkout', () => {
    const root = folder({ 'a.json': '{"p":"mot-de-passe-été"}' }, ['a.json']);
    expect(trackedFilesHolding('mot-de-passe-été', root)).toEqual(['a.json']);
    expect(trackedFilesHolding('anything', folder({ 'a.txt': 'anything' }, null))).toBeNull();
  });
});
