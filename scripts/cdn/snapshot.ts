import { createHash } from 'node:crypto';

/** What a host answers for a URL, reduced to what the CDN check compares. */
export interface Answer {
  path: string;
  status: number;
  /** Redirect target, as a path when it is on the same host. */
  location: string | null;
  contentType: string | null;
  cacheControl: string | null;
  /** Lower-case name to value, for the headers every answer must carry. */
  security: Record<string, string | null>;
  etag: boolean;
  /** SHA-256 of the body as decoded, for 200s. */
  body: string | null;
}

export const SECURITY_HEADER_NAMES = [
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
  'x-frame-options',
  'content-security-policy',
  'cross-origin-opener-policy',
] as const;

function sameHostPath(location: string | null, origin: string): string | null {
  if (!location) return null;
  const url = new URL(location, origin);
  return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}` : url.href;
}

export async function answer(origin: string, path: string): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', headers: { 'accept-encoding': 'gzip' } });
  const data = Buffer.from(await response.arrayBuffer());
  const h = response.headers;
  return {
    path,
    status: response.status,
    location: sameHostPath(h.get('location'), origin),
    contentType: h.get('content-type'),
    cacheControl: h.get('cache-control'),
    security: Object.fromEntries(SECURITY_HEADER_NAMES.map((n) => [n, h.get(n)])),
    etag: h.has('etag'),
    body: response.status === 200 ? createHash('sha256').update(data).digest('hex') : null,
  };
}

/** One request at a time: the local runtime is a single process on a small machine. */
export async function snapshot(origin: string, paths: readonly string[]): Promise<Answer[]> {
  const out: Answer[] = [];
  for (const path of paths) out.push(await answer(origin, path));
  return out;
}
