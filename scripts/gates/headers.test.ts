/** The _headers gate: reads the built file and checks each rule the CDN must apply. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../lib/host-rules';

const rules = parseHeaders(readFileSync(resolve('dist/_headers'), 'utf8'));
const page = headersFor(rules, '/fr/solution');

describe('dist/_headers', () => {
  it('caches hashed assets for a year, immutable', () => {
    expect(headersFor(rules, '/static/app-Ab12Cd34.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/static/app-Ab12Cd34.css')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps HTML and JSON caching short', () => {
    expect(page['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(rules, '/assets/jobs/jobs.json')['Cache-Control']).toBe('public, max-age=300, must-revalidate');
    expect(headersFor(rules, '/careers/job/og/QV-1.json')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends the security headers', () => {
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(page['Strict-Transport-Security']).toMatch(/^max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(page['Strict-Transport-Security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
  });

  it('forbids framing everywhere but the embed preview', () => {
    expect(page['X-Frame-Options']).toBe('DENY');
    expect(page['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    const embed = headersFor(rules, '/assets/oembed');
    expect(embed['X-Frame-Options']).toBeUndefined();
    expect(embed['Content-Security-Policy']).toBe('frame-ancestors *');
  });

  it('serves the oEmbed and data files as application/json', () => {
    for (const path of ['/assets/posts/small-da.oembed.json', '/careers/job/og/QV-ENG-0142.json', '/assets/posts/blog.json', '/assets/data/executives.json']) {
      expect(headersFor(rules, path)['Content-Type'], path).toBe('application/json; charset=utf-8');
    }
  });
});
