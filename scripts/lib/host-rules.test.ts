import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { caseVariants, headersFile, netlifyNotFoundRules, redirectsFile } from '../build/site-files';
import { PREFIXED_LOCALES } from '../../src/lib/i18n/locales';
import { applyRedirects, headersFor, parseHeaders, parseRedirects } from './host-rules';

describe('_redirects', () => {
  const rules = parseRedirects(redirectsFile());
  it('redirects /en and /en/... to the unprefixed page', () => {
    expect(applyRedirects(rules, '/en')).toEqual({ to: '/', status: 301 });
    expect(applyRedirects(rules, '/en/solution/monitor')).toEqual({ to: '/solution/monitor', status: 301 });
  });
  it('holds only statuses Cloudflare Pages accepts, and no 404 rules (it serves the nearest 404.html)', () => {
    for (const rule of rules) expect([200, 301, 302, 303, 307, 308]).toContain(rule.status);
    expect(applyRedirects(rules, '/fr/nope')).toBeNull();
  });
  it('sends a language prefix in capitals to its lowercase form, query and rest of the path kept by the host', () => {
    expect(applyRedirects(rules, '/FR')).toEqual({ to: '/fr', status: 301 });
    expect(applyRedirects(rules, '/Uk/about/leadership')).toEqual({ to: '/uk/about/leadership', status: 301 });
    expect(applyRedirects(rules, '/lU/hub')).toEqual({ to: '/lu/hub', status: 301 });
    expect(applyRedirects(rules, '/EN')).toEqual({ to: '/', status: 301 });
    expect(applyRedirects(rules, '/En/about')).toEqual({ to: '/about', status: 301 });
    for (const path of ['/fr', '/fr/about', '/uk/hub']) expect(applyRedirects(rules, path)).toBeNull();
    expect(caseVariants('fr')).toEqual(['fR', 'Fr', 'FR']);
  });
  it('never sends /en/ followed by a slash to another site (//host is protocol-relative)', () => {
    for (const path of ['/en//evil.example', '/EN//evil.example/x', '/en///evil.example']) {
      let at = path;
      for (let hop = 0; hop < 5; hop++) {
        const next = applyRedirects(rules, at);
        if (!next) break;
        expect(next.to, `${path} via ${at}`).not.toMatch(/^\/\//);
        at = next.to;
      }
    }
    expect(applyRedirects(rules, '/en/')).toEqual({ to: '/', status: 301 });
  });
  it('gives Netlify its per-language 404 rules in netlify.toml', () => {
    const toml = readFileSync(resolve('netlify.toml'), 'utf8');
    expect(toml).toContain(netlifyNotFoundRules());
    for (const locale of PREFIXED_LOCALES) expect(toml).toContain(`from = "/${locale.prefix}/*"`);
  });
});

describe('_headers', () => {
  const rules = parseHeaders(headersFile('static'));
  it('sends the security headers on every page', () => {
    const headers = headersFor(rules, '/fr/solution');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(headers['Referrer-Policy']).toBeTruthy();
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cache-Control']).toBe('public, max-age=0, must-revalidate');
  });
  it('caches hashed assets for a year and the spec JSON briefly', () => {
    expect(headersFor(rules, '/static/app-abc123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/assets/posts/blog.json')['Cache-Control']).toBe('public, max-age=300, must-revalidate');
  });
  it('serves security.txt as UTF-8 plain text, as RFC 9116 asks', () => {
    expect(headersFor(rules, '/.well-known/security.txt')['Content-Type']).toBe('text/plain; charset=utf-8');
  });
  it('lets only the embed preview be framed', () => {
    expect(headersFor(rules, '/assets/oembed')['X-Frame-Options']).toBeUndefined();
    expect(headersFor(rules, '/assets/oembed')['Content-Security-Policy']).toBe('frame-ancestors *');
    expect(headersFor(rules, '/hub')['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    for (const locale of PREFIXED_LOCALES) expect(headersFor(rules, `/${locale.prefix}/assets/oembed`)['X-Frame-Options']).toBeUndefined();
  });
});
