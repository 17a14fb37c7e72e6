import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/load-content';
import { checkLocaleFiles } from '../lib/check-locales';
import { EDITOR_HINT, editorErrorPage, editorErrorView } from './content-overlay';

const dir = mkdtempSync(join(tmpdir(), 'content-overlay-'));
const contentDir = join(dir, 'content');
const localesDir = join(dir, 'locales');
mkdirSync(join(contentDir, 'posts'), { recursive: true });
writeFileSync(join(contentDir, 'posts/blog.json'), '[\n  {\n    "id": "a",\n    "title": 42\n  }\n]\n');
for (const key of ['en', 'uk', 'fr', 'es', 'pt', 'lu']) mkdirSync(join(localesDir, key), { recursive: true });
const en = '{\n  "nav": {\n    "hub": "Hub",\n    "count": "{{n}} posts"\n  }\n}\n';
for (const key of ['en', 'es', 'pt', 'lu']) writeFileSync(join(localesDir, key, 'common.json'), en);
writeFileSync(join(localesDir, 'uk/common.json'), '{}');
// Windows line ends, and a trailing comma after the last entry of "nav".
writeFileSync(join(localesDir, 'fr/common.json'), '{\r\n  "nav": {\r\n    "hub": "Hub",\r\n    "count": "{{n}} articles",\r\n  }\r\n}\r\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** No trace of the build's machinery, which an editor cannot act on. */
const INTERNALS = /stack|vite\.config|plugin|RolldownError|\n\s+at /i;

describe('editorErrorView', () => {
  it('shows a locale syntax error at the comma, with a code frame, naming the file under locales/', () => {
    const { errors } = checkLocaleFiles(localesDir);
    const view = editorErrorView([{ problems: errors, dir: localesDir, prefix: 'locales/', kind: 'translations' }]);
    expect(view.title).toBe('1 problem in translations');
    expect(view.hint).toBe(EDITOR_HINT);
    expect(view.problems).toEqual([
      {
        text: 'locales/fr/common.json: not valid JSON: trailing comma: remove the , after the last entry (line 4, column 30)',
        file: join(localesDir, 'fr/common.json'),
        fileLabel: 'locales/fr/common.json:4:30',
        loc: { line: 4, column: 30 },
        frame: ['  2 |   "nav": {', '  3 |     "hub": "Hub",', '> 4 |     "count": "{{n}} articles",', '    |                              ^', '  5 |   }'].join('\n'),
      },
    ]);
    expect(view.report).not.toMatch(INTERNALS);
  });
  it('shows a locale value that is not text at its key', () => {
    writeFileSync(join(localesDir, 'es/common.json'), '{\n  "nav": {\n    "hub": 7,\n    "count": "{{n}} posts"\n  }\n}\n');
    try {
      const view = editorErrorView([{ problems: checkLocaleFiles(localesDir).errors, dir: localesDir, prefix: 'locales/', kind: 'translations' }]);
      expect(view.problems.find((p) => p.file.endsWith('es/common.json'))).toMatchObject({
        text: 'locales/es/common.json at nav.hub: must be text in double quotes (found a number)',
        loc: { line: 3, column: 12 },
        frame: expect.stringContaining('> 3 |     "hub": 7,'),
      });
    } finally {
      writeFileSync(join(localesDir, 'es/common.json'), en);
    }
  });
  it('shows a content problem at its JSON path, and a content syntax error at its place', () => {
    const schema = readContent({ contentDir, publicDir: 'public' }).problems.find((p) => p.file === 'posts/blog.json')!;
    const view = editorErrorView([{ problems: [schema], dir: contentDir, prefix: '', kind: 'content' }]);
    expect(view.problems[0]).toMatchObject({ fileLabel: 'posts/blog.json:4:14', loc: { line: 4, column: 14 }, frame: expect.stringContaining('> 4 |     "title": 42') });

    writeFileSync(join(contentDir, 'posts/blog.json'), '[\n  {\n    "id": "a"\n    "title": "x"\n  }\n]\n');
    const syntax = readContent({ contentDir, publicDir: 'public' }).problems.find((p) => p.file === 'posts/blog.json')!;
    const broken = editorErrorView([{ problems: [syntax], dir: contentDir, prefix: '', kind: 'content' }]);
    expect(broken.problems[0]).toMatchObject({
      text: 'posts/blog.json: not valid JSON: missing comma: add a , after this value (line 3, column 14)',
      loc: { line: 3, column: 14 },
      frame: expect.stringContaining('    |              ^'),
    });
    expect(broken.report).not.toMatch(INTERNALS);
    expect(broken.report).toContain('> 3 |     "id": "a"');
  });
  it('names a missing file without a place in it', () => {
    const view = editorErrorView([{ problems: [{ file: 'jobs/jobs.json', path: '', message: 'file is missing' }], dir: contentDir, prefix: '', kind: 'content' }]);
    expect(view.problems).toEqual([{ text: 'jobs/jobs.json: file is missing', file: join(contentDir, 'jobs/jobs.json'), fileLabel: 'jobs/jobs.json' }]);
  });
  it('counts problems of both folders in the title', () => {
    const view = editorErrorView([
      { problems: [{ file: 'a.json', path: '', message: 'x' }], dir: contentDir, prefix: '', kind: 'content' },
      { problems: [{ file: 'b.json', path: '', message: 'y' }], dir: localesDir, prefix: 'locales/', kind: 'translations' },
    ]);
    expect(view.title).toBe('2 problems in content and translations');
  });
});

describe('editorErrorPage', () => {
  const view = editorErrorView([{ problems: [{ file: 'posts/blog.json', path: '[0].title', message: 'bad </script><script>alert(1)</script>' }], dir: contentDir, prefix: '', kind: 'content' }]);
  it('escapes the message, so no text of a file can add markup', () => {
    const html = editorErrorPage(view);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('bad &lt;/script&gt;&lt;script&gt;');
  });
  it('loads Vite\'s client, which reloads the page once the files are fixed, and has no overlay tip', () => {
    const html = editorErrorPage(view, '/base/');
    expect(html).toContain('<script type="module" src="/base/@vite/client"></script>');
    expect(html).toContain(EDITOR_HINT);
    expect(html).toContain(`data-open="${join(contentDir, 'posts/blog.json')}:4:14"`);
    expect(html).not.toMatch(/vite\.config|server\.hmr\.overlay|ErrorOverlay/);
  });
});
