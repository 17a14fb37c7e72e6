/**
 * Bad input gate: builds from fixture content full of broken and hostile entries. A broken file
 * must stop the build with file and JSON path for every problem; hostile but valid entries must
 * build, skipped entries must warn, nothing may be written outside the output folder, and no
 * content value may reach the HTML unescaped.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../lib/dist-pages';
import { inlineExecutableScripts, scanHtml } from '../lib/scan-html';
import { DISMISSED_SCRIPT } from '../../src/features/shell/banners/announcement-id';
import { START_SCRIPT } from '../build/deferred-start';

const FIXTURES = resolve('scripts/gates/fixtures');

/**
 * The fixture's files, plus the shipped legal documents when the fixture has none: those pages
 * are not what these fixtures test, and a fixture should not have to copy seven documents.
 */
function contentDir(content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'quorvia-bad-content-'));
  cpSync(join(FIXTURES, content), dir, { recursive: true });
  if (!existsSync(join(dir, 'legal'))) cpSync(resolve('content/legal'), join(dir, 'legal'), { recursive: true });
  return dir;
}

function build(content: string) {
  const root = mkdtempSync(join(tmpdir(), 'quorvia-bad-input-'));
  const out = join(root, 'out');
  const run = spawnSync('npm', ['run', '--silent', 'build'], {
    encoding: 'utf8',
    env: { ...process.env, SITE_ENV: 'development', CONTENT_DIR: contentDir(content), OUT_DIR: out, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { root, out, status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('broken content', () => {
  const distIndex = resolve('dist/index.html');
  const before = statSync(distIndex).mtimeMs;
  const result = build('broken-content');

  it('fails the build', () => {
    expect(result.status).not.toBe(0);
  });

  it.each([
    'posts/blog.json at [1].title: title must be text',
    'posts/blog.json at [1].categories: categories must be a list of topics',
    'posts/blog.json at [1].readingtime: readingtime must be a number of minutes',
    'posts/blog.json at [2].title: is required but missing',
    'posts/blog.json at [2].date: is required but missing',
    'posts/blog.json at [3]: id "fine-post" is used twice',
    'posts/blog.json at [4].date: must be a date written like 2025-03-14 (got "31/12/2025")',
    'posts/blog.json at [5].id: id may only use letters, digits, - and _',
    'posts/blog.json at [6].id: id may only use letters, digits, - and _',
    'posts/blog.json at [7].id: id may only use letters, digits, - and _',
    'posts/blog.json at [8].image: image /media/blog/nope.webp does not exist',
    'posts/usecases.json at [0].featured: featured must be true or false',
    'posts/usecases.json at [0].translations: translations are keyed by page language: fr, es, pt, lu (not de',
    'posts/newsroom.json at [0].date: must be a date',
    'posts/newsroom.json at [0].categories[0]: category "Not A Slug" is not one of press-release',
    'jobs/jobs.json at ["QV-1"].team_code: team_code "xyz" is not one of',
    'data/executives.json at [0].name: name must not be empty',
    'data/executives.json at [0].picture: image must start with /',
    'data/executives.json at [0].linkedin: must be a web address',
    'data/partners.json: must be a list',
  ])('names %s', (expected) => {
    expect(result.output).toContain(expected);
  });

  it('writes no page and leaves dist/ alone', () => {
    expect(readdirSync(result.root)).not.toContain('out');
    expect(statSync(distIndex).mtimeMs).toBe(before);
  });
});

describe('hostile but valid content', () => {
  const result = build('hostile-content');
  const pages = result.status === 0 ? listFiles(result.out, (f) => f.endsWith('.html')) : [];
  const html = pages.map((file) => ({ file, text: readFileSync(join(result.out, file), 'utf8') }));

  it('builds', () => {
    expect(result.status, result.output.slice(-3000)).toBe(0);
    expect(pages.length).toBeGreaterThan(10);
  });

  it.each([
    'posts/blog.json at [4]: entry has no id; skipped',
    'posts/blog.json at [5]: entry has no id; skipped',
    'jobs/jobs.json at ["QV-OLD"]: date.valid is not true; job skipped',
    'jobs/jobs.json at ["QV-DRAFT"]: date.valid is not true; job skipped',
  ])('warns: %s', (expected) => {
    expect(result.output).toContain(`warning: ${expected}`);
  });

  it('writes only inside the output folder', () => {
    expect(readdirSync(result.root)).toEqual(['out']);
  });

  it('escapes every hostile value it renders', () => {
    const home = html.find((p) => p.file === 'index.html')?.text ?? '';
    // The values are on the page (hub panel), in escaped form...
    expect(home).toContain('&lt;script&gt;alert(');
    expect(home).toContain('تحليل المصادر المفتوحة');
    // ...and never as markup, in any page: parsed as a browser would, no hostile element or
    // attribute exists, and the only inline scripts are the four the build writes.
    for (const page of html) {
      const scanned = scanHtml(page.text);
      const scripts = inlineExecutableScripts(scanned).map((s) => s.text ?? '');
      const ownScripts = (text: string) => /^window\.__(staticRouterHydrationData|VITE_REACT_SSG_HASH__) =/.test(text) || text === DISMISSED_SCRIPT || text === START_SCRIPT;
      expect(scripts.filter((text) => !ownScripts(text)), page.file).toEqual([]);
      expect(scripts.join('\n'), page.file).not.toMatch(/<\/script/i);
      const handlers = scanned.tags.flatMap((t) => Object.keys(t.attrs).filter((a) => a.startsWith('on')).map((a) => `${t.name} ${a}`));
      expect(handlers, page.file).toEqual([]);
      expect(scanned.tags.filter((t) => t.name === 'img' && t.attrs.src === 'x'), page.file).toEqual([]);
      expect(page.text, page.file).not.toContain('qv-xss-body');
    }
  });

  it('keeps very long and non-Latin text within the panel excerpt limit', () => {
    const home = html.find((p) => p.file === 'index.html')?.text ?? '';
    const excerpt = /日本語の抜粋テキスト。[^<]*/.exec(home)?.[0] ?? '';
    expect(excerpt.length).toBeGreaterThan(0);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(120);
  });
});
