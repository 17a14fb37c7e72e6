import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentTypeOf } from '../lib/content-types';
import { headersFor, parseHeaders } from '../lib/host-rules';
import type { GateResult } from './gate';
import { PREFIXED_LOCALES } from '../../src/lib/i18n/locales';

const FILE = '_headers';
const YEAR = 31536000;

/** One expectation per rule the CDN must apply; each returns a message when the rule is missing. */
function expectations(get: (path: string) => Record<string, string>): string[] {
  const out: string[] = [];
  const expect = (ok: boolean, message: string) => {
    if (!ok) out.push(message);
  };
  const page = get('/fr/solution');
  const asset = get('/static/app-Ab12Cd34.js');
  const embed = get('/assets/oembed');
  expect(/max-age=31536000/.test(asset['Cache-Control'] ?? '') && /immutable/.test(asset['Cache-Control'] ?? ''), 'hashed assets (/static/*) need a one-year immutable Cache-Control');
  const short = (value = '') => /max-age=(\d+)/.test(value) && Number(/max-age=(\d+)/.exec(value)?.[1]) <= 3600;
  expect(short(page['Cache-Control']), 'HTML pages need short caching (max-age of an hour or less)');
  expect(short(get('/assets/posts/blog.json')['Cache-Control']), 'JSON data files need short caching');
  expect(page['X-Content-Type-Options'] === 'nosniff', 'X-Content-Type-Options: nosniff is missing');
  expect(Boolean(page['Referrer-Policy']), 'Referrer-Policy is missing');
  expect(/camera=\(\)/.test(page['Permissions-Policy'] ?? ''), 'Permissions-Policy must switch off powerful features');
  expect(Number(/max-age=(\d+)/.exec(page['Strict-Transport-Security'] ?? '')?.[1] ?? 0) >= YEAR, 'Strict-Transport-Security needs max-age of at least a year');
  expect(page['X-Frame-Options'] === 'DENY' && /frame-ancestors 'none'/.test(page['Content-Security-Policy'] ?? ''), 'pages must forbid framing (X-Frame-Options DENY and frame-ancestors none)');
  for (const prefix of ['', ...PREFIXED_LOCALES.map((l) => `/${l.prefix}`)]) {
    const preview = prefix ? get(`${prefix}/assets/oembed`) : embed;
    expect(preview['X-Frame-Options'] === undefined && !/frame-ancestors 'none'/.test(preview['Content-Security-Policy'] ?? ''), `${prefix}/assets/oembed must be frameable`);
  }
  // Without a rule the host labels the file by its extension (scripts/lib/content-types.ts).
  const securityTxt = get('/.well-known/security.txt')['Content-Type'] ?? contentTypeOf('/.well-known/security.txt');
  expect(/^text\/plain; ?charset=utf-8$/i.test(securityTxt), '/.well-known/security.txt must be served as text/plain; charset=utf-8 (RFC 9116)');
  for (const path of ['/assets/posts/abcd1234.oembed.json', '/careers/job/og/QV-1.json']) {
    expect(/^application\/json/.test(get(path)['Content-Type'] ?? ''), `${path} must be served as application/json`);
  }
  return out;
}

/** The CDN headers file: caching, security headers, framing and content types. */
export function checkHeaders(dist: string): GateResult {
  const full = join(dist, FILE);
  if (!existsSync(full)) return { name: 'headers', problems: [{ file: FILE, message: 'missing' }], notes: [], checked: FILE };
  const rules = parseHeaders(readFileSync(full, 'utf8'));
  const problems = expectations((path) => headersFor(rules, path)).map((message) => ({ file: FILE, message }));
  return { name: 'headers', problems, notes: [], checked: `${FILE} (${rules.length} rules)` };
}
