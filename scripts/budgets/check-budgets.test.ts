import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, oversizedImages } from './check-budgets';
import { measurePage } from './measure-page';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'quorvia-budgets-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const page = (extra = '') =>
  `<!doctype html><html><head><script type="module" src="/static/app.js"></script><link rel="modulepreload" href="/static/page.js"><link rel="stylesheet" href="/static/app.css">` +
  `<link rel="preload" as="fetch" crossorigin href="/static/i18n/v1/en-common.json">${extra}</head>` +
  '<body><img src="/media/hero.webp" alt=""><img src="/media/below.webp" loading="lazy" alt=""><video poster="/media/poster.webp"></video></body></html>';

const files = {
  'static/app.js': 'import{a}from"./shared.js";import"./side.js";const later=()=>import("./other-page.js");',
  'static/shared.js': 'export const a=1;',
  'static/side.js': 'console.log(1)',
  'static/page.js': 'import{a}from"./shared.js";',
  'static/other-page.js': 'x'.repeat(5000),
  'static/app.css': '@font-face{src:url(/fonts/inter.woff2)}body{color:red}',
  'fonts/inter.woff2': 'f'.repeat(300),
  'static/i18n/v1/en-common.json': '{"nav":"Menu"}',
  'media/hero.webp': 'h'.repeat(1000),
  'media/below.webp': 'b'.repeat(9000),
  'media/poster.webp': 'p'.repeat(500),
};

describe('page weight', () => {
  it('counts the entry, preloads and their static imports, not later pages; eager images and posters; fonts from the CSS; translations apart', () => {
    const dir = site({ ...files, 'index.html': page() });
    const weight = measurePage(dir, 'index.html');
    expect(weight.js.files).toEqual(['/static/app.js', '/static/page.js', '/static/shared.js', '/static/side.js']);
    expect(weight.images.files).toEqual(['/media/hero.webp', '/media/poster.webp']);
    expect(weight.images.raw).toBe(1500);
    expect(weight.fonts.files).toEqual(['/fonts/inter.woff2']);
    expect(weight.data.files).toEqual(['/static/i18n/v1/en-common.json']);
    expect(weight.css.gzip).toBeGreaterThan(0);
    expect(weight.html.brotli).toBeLessThan(weight.html.raw);
  });

  it('fails a page over any budget and a budget for a route without a page, naming both', () => {
    const dir = site({ ...files, 'index.html': page(), '404.html': page() });
    const generous = { html: 99999, js: 99999, css: 99999, images: 99999, fonts: 99999, data: 99999 };
    expect(checkBudgets(dir, { default: generous }).problems).toEqual([]);
    const { problems, rows } = checkBudgets(dir, { default: generous, routes: { home: { images: 1000 }, careers: { js: 1 } } });
    expect(rows.map((r) => r.route)).toEqual(['not-found', 'home']);
    expect(problems).toEqual(['index.html (home): images 1500 B over its budget of 1000 B', 'budgets.json names route "careers", which has no page in dist/']);
  });

  it('weighs an inlined stylesheet as CSS, not as HTML, and not its disabled link again', () => {
    const inlinedPage = page().replace('<link rel="stylesheet" href="/static/app.css">', `<style data-inlined-css>${files['static/app.css']}${'p{margin:0}'.repeat(200)}</style><link rel="stylesheet" href="/static/app.css" disabled>`);
    const dir = site({ ...files, 'index.html': inlinedPage, 'linked.html': page() });
    const inlined = measurePage(dir, 'index.html');
    const linked = measurePage(dir, 'linked.html');
    expect(inlined.css.files).toEqual(['inline']);
    expect(inlined.css.gzip).toBeGreaterThan(linked.css.gzip);
    expect(Math.abs(inlined.html.raw - linked.html.raw)).toBeLessThan(20);
    expect(inlined.fonts.files).toEqual(['/fonts/inter.woff2']);
    expect(inlined.blockingStylesheets).toEqual([]);
    expect(linked.blockingStylesheets).toEqual(['/static/app.css']);
  });

  it('fails a page with two render-blocking stylesheets, not one with a print sheet', () => {
    const generous = { html: 99999, js: 99999, css: 99999, images: 99999, fonts: 99999, data: 99999 };
    const withPrint = site({ ...files, 'static/print.css': 'a{color:#000}', 'index.html': page('<link rel="stylesheet" media="print" href="/static/print.css">') });
    expect(checkBudgets(withPrint, { default: generous }).problems).toEqual([]);
    const twoBlocking = site({ ...files, 'static/more.css': 'a{color:#000}', 'index.html': page('<link rel="stylesheet" href="/static/more.css">') });
    expect(checkBudgets(twoBlocking, { default: generous }).problems).toEqual([
      'index.html (home): 2 render-blocking stylesheets (/static/app.css, /static/more.css), at most 1',
    ]);
  });

  it('names a referenced file that the build did not write', () => {
    const dir = site({ ...files, 'static/page.js': 'import"./gone.js";', 'index.html': page() });
    expect(() => measurePage(dir, 'index.html')).toThrow(/gone\.js/);
  });

  it('weighs the file a 390 px phone picks from a <picture>, and fails an image over twice its slot', () => {
    const picture =
      '<picture><source type="image/avif" srcset="/img/c-360.avif 360w, /img/c-720.avif 720w" sizes="calc(100vw - 32px)">' +
      '<img src="/img/c-720.webp" srcset="/img/c-360.webp 360w, /img/c-720.webp 720w" sizes="calc(100vw - 32px)" fetchpriority="high" alt=""></picture>' +
      '<img src="/img/big.webp" srcset="/img/big.webp 1600w" sizes="72px" loading="lazy" alt="">';
    const dir = site({ ...files, 'img/c-720.avif': 'a'.repeat(700), 'img/c-720.webp': 'w'.repeat(900), 'img/big.webp': 'b', 'index.html': page().replace('<body>', `<body>${picture}`) });
    const weight = measurePage(dir, 'index.html');
    expect(weight.images.files).toEqual(['/img/c-720.avif', '/media/hero.webp', '/media/poster.webp']);
    expect(weight.imageChoices.map((c) => [c.url, c.width, c.slot])).toEqual([
      ['/img/c-720.avif', 720, 358],
      ['/img/big.webp', 1600, 72],
      ['/media/hero.webp', null, 390],
      ['/media/below.webp', null, 390],
    ]);
    expect(oversizedImages({ file: 'index.html', route: 'home', weight })).toEqual([
      'index.html (home): /img/big.webp is 1600 px wide for a 72 px slot at 390 px (DPR 2); at most 288 px',
    ]);
  });
});
