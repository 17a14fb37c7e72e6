import { describe, expect, it } from 'vitest';
import { applyCsp, sha256Base64, withCsp } from './apply-csp';
import { joinPage, splitPage } from './page-parts';

const page = '<!doctype html><html><head><meta charset="utf-8"><script>head()</script></head><body><!--$--><script>body()</script><!--/$--></body></html>';

describe('page parts', () => {
  it('cut after </head> and join back to the same page', () => {
    const parts = splitPage(page);
    expect(parts.head.endsWith('<script>head()</script></head>')).toBe(true);
    expect(parts.body.startsWith('<body>')).toBe(true);
    expect(joinPage(parts)).toBe(page);
  });

  it('refuse a page without a head to finish', () => {
    expect(() => splitPage('<p>no head</p>')).toThrow(/no <\/head>/);
  });

  it('give the CSP the scripts of the head and then of the body, as one scan of the page would', () => {
    const finished = withCsp(page, []);
    const policy = /content="([^"]*)"/.exec(finished)?.[1] ?? '';
    const head = policy.indexOf(`'sha256-${sha256Base64('head()')}'`);
    const body = policy.indexOf(`'sha256-${sha256Base64('body()')}'`);
    expect(head).toBeGreaterThan(0);
    expect(body).toBeGreaterThan(head);
    // The body is not rewritten: the policy goes into the head.
    expect(applyCsp(splitPage(page), []).body).toBe(splitPage(page).body);
  });
});
