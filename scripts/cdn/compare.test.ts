import { describe, expect, it } from 'vitest';
import { differences, unmet } from './compare';
import { SECURITY_HEADER_NAMES, type Answer } from './snapshot';

const security = Object.fromEntries(SECURITY_HEADER_NAMES.map((n) => [n, 'x'])) as Record<string, string | null>;
const answer = (over: Partial<Answer> = {}): Answer => ({
  path: '/hub',
  status: 200,
  location: null,
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'public, max-age=0, must-revalidate',
  security,
  etag: true,
  body: 'a1',
  ...over,
});

describe('CDN comparison', () => {
  it('finds no difference between equal answers, whatever the spacing of a content type', () => {
    expect(differences(answer({ contentType: 'text/plain;charset=UTF-8' }), answer({ contentType: 'text/plain; charset=utf-8' }))).toEqual([]);
  });
  it('names each field that differs', () => {
    const local = answer({ status: 404, cacheControl: 'public, max-age=31536000, immutable', etag: false, security: { ...security, 'x-frame-options': null } });
    expect(differences(answer(), local)).toEqual([
      'status: CDN 200, local 404',
      'cache-control: CDN "public, max-age=0, must-revalidate", local "public, max-age=31536000, immutable"',
      'x-frame-options: CDN "x", local null',
      'etag: CDN true, local false',
    ]);
  });
  it('compares the bodies of 200s: a packed file must be served byte for byte', () => {
    expect(differences(answer(), answer({ body: 'b2' }))).toEqual(['body (sha-256): CDN "a1", local "b2"']);
    expect(differences(answer({ status: 404, body: null }), answer({ status: 404, body: null }))).toEqual([]);
  });
  it('ignores the body type of a redirect', () => {
    expect(differences(answer({ status: 308, contentType: null, location: '/a', etag: false }), answer({ status: 308, contentType: 'text/plain', location: '/a', etag: false }))).toEqual([]);
  });
});

describe('CDN expectations', () => {
  it('holds a missing chunk to no-store and a 404', () => {
    const got = answer({ status: 404, cacheControl: 'public, max-age=31536000, immutable' });
    expect(unmet({ status: 404, cache: /^no-store$/ }, got)).toEqual(['cache-control public, max-age=31536000, immutable, expected /^no-store$/']);
  });
  it('wants every security header, except framing on the embed preview', () => {
    expect(unmet({ status: 200 }, answer({ security: { ...security, 'strict-transport-security': null } }))).toEqual(['no strict-transport-security header']);
    expect(unmet({ status: 200, framable: true }, answer())).toEqual(['the embed preview must be frameable (X-Frame-Options sent)']);
  });
  it('refuses to publish the rule files', () => {
    expect(unmet({ status: 'refused' }, answer())).toEqual(["served with status 200; the host's rule files must not be published"]);
    expect(unmet({ status: 'refused' }, answer({ status: 502 }))).toEqual([]);
  });
});
