import { describe, expect, it } from 'vitest';
import { inlineStylesheets as inlineOnParts } from './inline-css';
import { onWholePage } from './page-parts';

const inlineStylesheets = onWholePage(inlineOnParts);

const sheets: Record<string, string> = {
  '/static/app.css': 'body{color:red}',
  '/static/part.css': '@font-face{src:url(./manrope.woff2)}.logo{background:url("/media/logo.svg")}.x{mask:url(data:image/svg+xml;base64,AA)}',
};
const read = (href: string) => {
  const css = sheets[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

const page = (head: string) => `<!doctype html><html><head><meta charset="utf-8">${head}<title>t</title></head><body><link rel="stylesheet" href="/static/body.css"></body></html>`;

describe('inlining a page\'s stylesheets', () => {
  it('puts them in one <style> in their order where the first stood, and keeps their links disabled', () => {
    const html = inlineStylesheets(
      page('<link rel="stylesheet" crossorigin href="/static/app.css"><link rel="modulepreload" href="/static/a.js"><link rel="stylesheet" href="/static/part.css" crossorigin>'),
      read,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/^<!doctype html><html><head><meta charset="utf-8"><style data-inlined-css>body\{color:red\}\n@font-face/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/static/app.css" disabled><link rel="modulepreload" href="/static/a.js"><link rel="stylesheet" href="/static/part.css" crossorigin disabled>');
    expect(head.match(/<style/g)).toHaveLength(1);
    expect(head.indexOf('body{color:red}')).toBeLessThan(head.indexOf('.logo{'));
  });

  it('makes a sheet\'s relative urls absolute, and leaves absolute and data: urls alone', () => {
    const html = inlineStylesheets(page('<link rel="stylesheet" href="/static/part.css">'), read);
    expect(html).toContain('src:url(/static/manrope.woff2)');
    expect(html).toContain('url("/media/logo.svg")');
    expect(html).toContain('url(data:image/svg+xml;base64,AA)');
  });

  it('leaves a page without stylesheets, and links outside the head or off-site, as they are', () => {
    const plain = page('<link rel="stylesheet" href="https://cdn.example/x.css">');
    expect(inlineStylesheets(plain, read)).toBe(plain);
  });

  it('reads and rewrites a build\'s sheets once for all its pages', () => {
    const reads: string[] = [];
    const counting = (href: string) => (reads.push(href), read(href));
    const first = inlineStylesheets(page('<link rel="stylesheet" href="/static/app.css"><link rel="stylesheet" href="/static/part.css">'), counting);
    const second = inlineStylesheets(page('<link rel="stylesheet" href="/static/app.css"><link rel="stylesheet" href="/static/part.css">'), counting);
    expect(second).toBe(first);
    expect(reads).toEqual(['/static/app.css', '/static/part.css']);
  });

  it('refuses a sheet that would end the <style> early', () => {
    expect(() => inlineStylesheets(page('<link rel="stylesheet" href="/static/bad.css">'), () => 'a{content:"</style>"}')).toThrow(/bad\.css/);
  });
});
