import type { Expectation } from './url-list';
import type { Answer } from './snapshot';

/**
 * What must match between two hosts for one URL: status, redirect target, content type (for
 * answers with a body), cache and security headers, and for 200s whether an ETag is sent and the
 * body itself (the deployment's worker must serve a packed file's bytes).
 */
export function differences(cdn: Answer, local: Answer): string[] {
  const out: string[] = [];
  const same = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${what}: CDN ${JSON.stringify(a)}, local ${JSON.stringify(b)}`);
  };
  same('status', cdn.status, local.status);
  same('location', cdn.location, local.location);
  if (cdn.status < 300 || cdn.status >= 400) same('content-type', normalizeType(cdn.contentType), normalizeType(local.contentType));
  same('cache-control', cdn.cacheControl, local.cacheControl);
  for (const name of Object.keys(cdn.security)) same(name, cdn.security[name], local.security[name]);
  if (cdn.status === 200) {
    same('etag', cdn.etag, local.etag);
    same('body (sha-256)', cdn.body, local.body);
  }
  return out;
}

/** Header values differ only in spacing and case of the parameter ("text/plain;charset=UTF-8"). */
export function normalizeType(type: string | null): string | null {
  return type === null ? null : type.replace(/\s*;\s*/g, '; ').toLowerCase();
}

/** Where the CDN's answer misses what the URL list expects of it. */
export function unmet(expect: Expectation, got: Answer): string[] {
  const out: string[] = [];
  if (expect.status === 'refused') {
    if (got.status < 400) out.push(`served with status ${got.status}; the host's rule files must not be published`);
    return out;
  }
  if (got.status !== expect.status) out.push(`status ${got.status}, expected ${expect.status}`);
  if (expect.location !== undefined && got.location !== expect.location) out.push(`redirects to ${got.location}, expected ${expect.location}`);
  if (expect.type && !expect.type.test(got.contentType ?? '')) out.push(`content type ${got.contentType}, expected ${expect.type}`);
  if (expect.cache && !expect.cache.test(got.cacheControl ?? '')) out.push(`cache-control ${got.cacheControl}, expected ${expect.cache}`);
  for (const [name, value] of Object.entries(got.security)) {
    const framing = name === 'x-frame-options' || name === 'content-security-policy';
    if (expect.framable && framing) continue;
    if (!value) out.push(`no ${name} header`);
  }
  if (expect.framable && got.security['x-frame-options']) out.push('the embed preview must be frameable (X-Frame-Options sent)');
  return out;
}
