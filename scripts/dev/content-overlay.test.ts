import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError } from '../../src/content/content-error';
import { contentErrorPage, contentErrorPayload } from './content-overlay';

const dir = mkdtempSync(join(tmpdir(), 'content-overlay-'));
mkdirSync(join(dir, 'posts'));
writeFileSync(join(dir, 'posts/blog.json'), '[\n  {\n    "id": "a",\n    "title": 42\n  }\n]\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('contentErrorPayload', () => {
  it('points at the first problem in its file', () => {
    const error = new ContentError([{ file: 'posts/blog.json', path: '[0].title', message: 'expected string' }]);
    const payload = contentErrorPayload(error, 'report', dir);
    expect(payload).toMatchObject({ message: 'report', plugin: 'quorvia:content', id: join(dir, 'posts/blog.json') });
    expect(payload.loc).toEqual({ file: join(dir, 'posts/blog.json'), line: 4, column: 14 });
  });
  it('takes the place of a JSON syntax error from its message', () => {
    const error = new ContentError([{ file: 'posts/blog.json', path: '', message: 'not valid JSON: Unexpected token (line 7, column 3)' }]);
    expect(contentErrorPayload(error, 'report', dir).loc).toMatchObject({ line: 7, column: 3 });
  });
  it('names a missing file without a place in it', () => {
    const error = new ContentError([{ file: 'jobs/jobs.json', path: '', message: 'file is missing' }]);
    const payload = contentErrorPayload(error, 'report', dir);
    expect(payload.id).toBe(join(dir, 'jobs/jobs.json'));
    expect(payload.loc).toBeUndefined();
  });
});

describe('contentErrorPage', () => {
  it('cannot be closed early by a message holding a script tag', () => {
    const html = contentErrorPage({ message: 'bad </script><script>alert(1)</script>', stack: '' });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('&lt;/script>');
  });
});
