import { describe, expect, it } from 'vitest';
import { headersFile, redirectsFile } from '../build/site-files';
import { applyRedirects, headersFor, parseHeaders, parseRedirects } from './host-rules';

describe('_redirects', () => {
  const rules = parseRedirects(redirectsFile());
  it('redirects /en and /en/... to the unprefixed page', () => {
    expect(applyRedirects(rules, '/en')).toEqual({ to: '/', status: 301 });
    expect(applyRedirects(rules, '/en/solution/monitor')).toEqual({ to: '/solution/monitor', status: 301 });
  });
  it('answers unknown paths with their language 404 page and status 404', () => {
    expect(applyRedirects(rules, '/fr/nope')).toEqual({ to: '/fr/404.html', status: 404 });
    expect(applyRedirects(rules, '/lu/a/b')).toEqual({ to: '/lu/404.html', status: 404 });
    expect(applyRedirects(rules, '/de/solution')).toEqual({ to: '/404.html', status: 404 });
    expect(applyRedirects(rules, '/msft-marketplace')).toEqual({ to: '/404.html', status: 404 });
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
  it('lets only the embed preview be framed', () => {
    expect(headersFor(rules, '/assets/oembed')['X-Frame-Options']).toBeUndefined();
    expect(headersFor(rules, '/assets/oembed')['Content-Security-Policy']).toBe('frame-ancestors *');
    expect(headersFor(rules, '/hub')['Content-Security-Policy']).toBe("frame-ancestors 'none'");
  });
});
