import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblemWithFrame, locateProblems, problemReport } from './problem-frame';

const dir = mkdtempSync(join(tmpdir(), 'problem-frame-'));
mkdirSync(join(dir, 'posts'));
writeFileSync(join(dir, 'posts/blog.json'), '[\n  {\n    "id": "a",\n    "title": 42\n  }\n]\n');
// A byte order mark and Windows line ends must not move the place.
writeFileSync(join(dir, 'posts/bom.json'), '\uFEFF[\r\n  {\r\n    "id": "a",\r\n    "title": 42\r\n  }\r\n]\r\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('formatProblemWithFrame', () => {
  it('prints the problem and under it the lines around the value its JSON path names', () => {
    expect(formatProblemWithFrame({ file: 'posts/blog.json', path: '[0].title', message: 'title must be text' }, dir)).toBe(
      [
        'posts/blog.json at [0].title: title must be text',
        '      2 |   {',
        '      3 |     "id": "a",',
        '    > 4 |     "title": 42',
        '        |              ^',
        '      5 |   }',
      ].join('\n'),
    );
  });
  it('finds the same place in a file with a byte order mark and CRLF line ends', () => {
    const [located] = locateProblems([{ file: 'posts/bom.json', path: '[0].title', message: 'x' }], dir);
    expect(located?.loc).toEqual({ line: 4, column: 14 });
    expect(located?.frame).toContain('> 4 |     "title": 42\n    |              ^');
    expect(located?.frame).not.toMatch(/[\r\uFEFF]/);
  });
  it('takes a syntax error\'s place from its message', () => {
    const problem = { file: 'posts/blog.json', path: '', message: 'not valid JSON: missing comma: add a , after this value (line 3, column 14)' };
    expect(formatProblemWithFrame(problem, dir, { prefix: 'content/' })).toMatch(/^content\/posts\/blog\.json: not valid JSON: .*\n {4}  1 \| \[\n/);
  });
  it('prints a problem about a whole file or a missing file on one line', () => {
    expect(formatProblemWithFrame({ file: 'posts/blog.json', path: '', message: 'must be a list' }, dir)).toBe('posts/blog.json: must be a list');
    expect(formatProblemWithFrame({ file: 'jobs/jobs.json', path: '', message: 'file is missing' }, dir)).toBe('jobs/jobs.json: file is missing');
  });
});

describe('problemReport', () => {
  it('lists every problem with its frame between a heading and what to do next', () => {
    const report = problemReport('Content has 2 problems:', [
      { file: 'posts/blog.json', path: '[0].title', message: 'title must be text' },
      { file: 'jobs/jobs.json', path: '', message: 'file is missing' },
    ], dir, { footer: 'Run npm run validate after fixing them.' });
    const lines = report.split('\n');
    expect(lines[0]).toBe('Content has 2 problems:');
    expect(lines[1]).toBe('  - posts/blog.json at [0].title: title must be text');
    expect(lines[4]).toBe('      > 4 |     "title": 42');
    expect(lines.at(-2)).toBe('  - jobs/jobs.json: file is missing');
    expect(lines.at(-1)).toBe('Run npm run validate after fixing them.');
  });
});
