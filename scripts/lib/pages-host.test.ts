import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRedirects } from './host-rules';
import { pagesAnswer, requestUrl } from './pages-host';

let root = '';
const redirects = parseRedirects('/en / 301\n/en/* /:splat 301\n');
const at = (path: string, search = '') => pagesAnswer(root, path, search, redirects);
const file = (rel: string) => ({ kind: 'file', status: 200, file: join(root, rel) });
const moved = (location: string, status = 308) => ({ kind: 'redirect', status, location });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'pages-host-'));
  for (const rel of ['index.html', '404.html', 'solution.html', 'fr.html', 'fr/hub.html', 'fr/404.html', 'en.html', 'en/solution.html', 'share/hub/x/index.html', 'static/app.js', 'hub/feed.xml']) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), rel);
  }
});

describe('Cloudflare Pages answers', () => {
  it('serves clean URLs from flat pages and folder pages at their slash form', () => {
    expect(at('/')).toEqual(file('index.html'));
    expect(at('/solution')).toEqual(file('solution.html'));
    expect(at('/fr/hub')).toEqual(file('fr/hub.html'));
    expect(at('/share/hub/x/')).toEqual(file('share/hub/x/index.html'));
    expect(at('/static/app.js')).toEqual(file('static/app.js'));
  });
  it('sends other forms to the clean URL with 308, keeping the query', () => {
    expect(at('/solution.html')).toEqual(moved('/solution'));
    expect(at('/solution/', '?a=1')).toEqual(moved('/solution?a=1'));
    expect(at('/index.html')).toEqual(moved('/'));
    expect(at('/index')).toEqual(moved('/'));
    expect(at('/share/hub/x')).toEqual(moved('/share/hub/x/'));
    expect(at('/share/hub/x/index.html')).toEqual(moved('/share/hub/x/'));
  });
  it('applies _redirects before files', () => {
    expect(at('/en')).toEqual(moved('/', 301));
    expect(at('/en/solution', '?utm=x')).toEqual(moved('/solution?utm=x', 301));
  });
  it('answers an unknown path with the nearest 404.html and status 404', () => {
    expect(at('/fr/nope/deeper')).toEqual({ kind: 'file', status: 404, file: join(root, 'fr/404.html') });
    expect(at('/de/solution')).toEqual({ kind: 'file', status: 404, file: join(root, '404.html') });
    expect(at('/static/missing.js')).toEqual({ kind: 'file', status: 404, file: join(root, '404.html') });
  });
  it("never serves the host's own rule files", () => {
    writeFileSync(join(root, '_headers'), '/*\n  X-Test: 1\n');
    expect(at('/_headers')).toEqual({ kind: 'file', status: 404, file: join(root, '404.html') });
  });
  it('never leaves the folder', () => {
    expect(at('/../../etc/passwd').kind === 'file' && at('/../../etc/passwd')).toMatchObject({ status: 404 });
    expect(at('/%2e%2e/%2e%2e/etc/passwd')).toMatchObject({ status: 404 });
  });
});

describe('request targets', () => {
  it('reads a target that starts with two slashes as a path, not as a host', () => {
    expect(requestUrl('//hub').pathname).toBe('//hub');
    expect(requestUrl('///evil.example/x?q=1').pathname).toBe('///evil.example/x');
    expect(requestUrl('/fr/hub?q=<b>').search).toBe('?q=%3Cb%3E');
    expect(requestUrl(undefined).pathname).toBe('/');
  });
  it('serves the page a path with repeated slashes names, as the host does', () => {
    expect(at('//solution')).toEqual(file('solution.html'));
    expect(at('/fr//hub')).toEqual(file('fr/hub.html'));
  });
});
