/**
 * The Cloudflare deployment's worker (`_worker.js`, bundled by pack-cloudflare.ts). It answers the
 * per-item files that the pack put into shard files (pack-plan.ts says which): the same bytes and
 * headers as the file would get from Pages, and the same 308s for a share page's other forms.
 * Every other request, and an item path no shard holds, goes to the static assets as before:
 * Pages then applies `_redirects`, `_headers` and the nearest 404.html itself.
 */
import { headersFor, type HeaderRule } from '../lib/host-rules';

/** What the pack tells the worker; bundled into `_worker.js` as a constant. */
export interface PackSettings {
  /** How many shard files there are. */
  shards: number;
  /** Root-relative folder of the shard files, e.g. `/_packed`. */
  dir: string;
  /** The deployment's `_headers`, parsed: the worker's answers carry what Pages would add. */
  headerRules: HeaderRule[];
}

/** One packed file: its content type, its ETag (quoted, as Pages sends it) and its text. */
export type PackedFile = [type: string, etag: string, body: string];
export type Shard = Record<string, PackedFile>;

export interface AssetsBinding {
  fetch(input: Request | URL | string, init?: RequestInit): Promise<Response>;
}

/** Parsed shards kept per isolate (a shard is about 0.5 MB of text; a Worker has 128 MB). */
const KEPT_SHARDS = 16;

/** FNV-1a over the key's UTF-16 units: the pack and the worker must pick the same shard. */
export function shardOf(key: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}

export function createItemWorker(settings: PackSettings) {
  const kept = new Map<number, Shard>();

  async function shard(index: number, origin: string, assets: AssetsBinding): Promise<Shard> {
    const hit = kept.get(index);
    if (hit) {
      kept.delete(index);
      kept.set(index, hit);
      return hit;
    }
    const response = await assets.fetch(new URL(`${settings.dir}/${index}.json`, origin));
    if (!response.ok) throw new Error(`shard ${index}: status ${response.status}`);
    const loaded = (await response.json()) as Shard;
    kept.set(index, loaded);
    if (kept.size > KEPT_SHARDS) kept.delete(kept.keys().next().value as number);
    return loaded;
  }

  const lookup = async (key: string, origin: string, assets: AssetsBinding): Promise<PackedFile | null> =>
    (await shard(shardOf(key, settings.shards), origin, assets))[key] ?? null;

  /** The packed file a path names, or the 308 Pages gives for a folder page's other forms. */
  async function resolve(path: string, origin: string, assets: AssetsBinding): Promise<{ file: PackedFile } | { to: string } | null> {
    if (path.endsWith('/')) {
      const index = await lookup(`${path}index.html`, origin, assets);
      return index ? { file: index } : null;
    }
    if (path.endsWith('/index.html')) return (await lookup(path, origin, assets)) ? { to: path.slice(0, -'index.html'.length) } : null;
    const exact = await lookup(path, origin, assets);
    if (exact) return { file: exact };
    return (await lookup(`${path}/index.html`, origin, assets)) ? { to: `${path}/` } : null;
  }

  return {
    async fetch(request: Request, env: { ASSETS: AssetsBinding }): Promise<Response> {
      if (request.method !== 'GET' && request.method !== 'HEAD') return env.ASSETS.fetch(request);
      const url = new URL(request.url);
      let path: string;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        return env.ASSETS.fetch(request);
      }
      let found: Awaited<ReturnType<typeof resolve>>;
      try {
        found = await resolve(path, url.origin, env.ASSETS);
      } catch (error) {
        // A shard that cannot be read is the host's fault, not a missing page: say so, uncached.
        console.error(`[item worker] ${url.pathname}: ${(error as Error).message}`);
        return new Response('Service unavailable', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' } });
      }
      if (!found) return env.ASSETS.fetch(request);
      // Pages attaches _headers to every answer for the requested path, redirects included.
      const ruled = headersFor(settings.headerRules, url.pathname);
      if ('to' in found) return new Response(null, { status: 308, headers: { ...ruled, Location: `${found.to}${url.search}` } });
      const [type, etag, body] = found.file;
      // Pages lets any origin read its static files; the packed ones stay as readable.
      const headers = { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', ...ruled, ETag: etag };
      if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers });
      return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
    },
  };
}
