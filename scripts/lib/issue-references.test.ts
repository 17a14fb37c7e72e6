import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { issueReferencesIn, trackedIssueReferences } from './issue-references';

// Built from parts so that this file does not hold what it looks for.
const word = ['iss', 'ue'].join('');

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('issue references', () => {
  it('finds a tracker number in any usual spelling, with its line', () => {
    const text = `one\n// ${word} 16: why\n * ${word.toUpperCase()}S 8 and 16\n${word} #39, ${word}#4\n`;
    expect(issueReferencesIn(text, 'a.ts').map((r) => `${r.line}:${r.text}`)).toEqual([
      `2:${word} 16`,
      `3:${word.toUpperCase()}S 8`,
      `4:${word} #39`,
      `4:${word}#4`,
    ]);
  });

  it('leaves words alone that only look alike: colours, entities, plain uses of the word', () => {
    expect(issueReferencesIn(`color: #123456; &#39; a security ${word} is fixed; ${word}s found: 3; tissue 5`)).toEqual([]);
  });

  it('names tracked files only, and skips the content data', () => {
    const root = mkdtempSync(join(tmpdir(), 'quorvia-issue-refs-'));
    roots.push(root);
    const files: Record<string, string> = {
      'src/a.ts': `// see ${word} 12\n`,
      'content/posts/blog.json': `{"body": "${word} 3 of the magazine"}`,
      'notes.md': `${word} 7`,
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name)), { recursive: true });
      writeFileSync(join(root, name), text);
    }
    spawnSync('git', ['init', '-q'], { cwd: root });
    spawnSync('git', ['add', 'src/a.ts', 'content/posts/blog.json'], { cwd: root });
    expect(trackedIssueReferences(root)).toEqual([{ file: 'src/a.ts', line: 1, text: `${word} 12` }]);
  });

  it('the tree itself cites no tracker numbers in docs, comments or code', () => {
    const found = trackedIssueReferences(resolve('.'));
    // Outside a git checkout (an exported tree) there is nothing to say.
    if (found === null) return;
    expect(found.map((r) => `${r.file}:${r.line}: ${r.text}`)).toEqual([]);
  });
});
