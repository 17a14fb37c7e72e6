/**
 * Serves dist/ the way Cloudflare Pages does (scripts/lib/pages-host.ts: redirects before files,
 * clean URLs with 308s, the nearest 404.html with status 404), with its headers: _headers on every
 * answer including redirects and 404s, `no-store` on a 404, an ETag on files, and Cloudflare's
 * content types. Text is compressed as the CDN's edge does. scripts/cdn/check-cdn.ts compares
 * this server with `wrangler pages dev` URL by URL.
 * Usage: tsx scripts/serve.ts [dir] (PORT, default 4173; HOST, default 127.0.0.1).
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { contentTypeOf } from './lib/content-types';
import { headersFor, parseHeaders, parseRedirects } from './lib/host-rules';
import { pagesAnswer, requestUrl } from './lib/pages-host';
import { listenFailureLine, noSiteLine } from './lib/server-start';
import { displayPath, holdsSite } from './build/run/output-folders';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
// Only this machine, unless HOST says otherwise (HOST=0.0.0.0 serves the local network too).
const host = process.env.HOST || '127.0.0.1';

// A missing or empty folder would answer 404 for every URL; say what to run instead.
if (!holdsSite(root)) {
  console.error(noSiteLine(displayPath(root)));
  process.exit(1);
}

/**
 * Text is sent compressed, as the CDN does (brotli, else gzip); compressed bodies are kept per file
 * version. BROTLI_QUALITY: 11 (the default) gives the smallest bodies, for Lighthouse; the e2e suite
 * asks for 4, since quality 11 took 150-400 ms per page on 2 cores, on a server that answers one
 * request at a time, for hundreds of pages visited once each.
 */
const requestedQuality = Number(process.env.BROTLI_QUALITY ?? 11);
const BROTLI_QUALITY = Number.isInteger(requestedQuality) ? Math.min(11, Math.max(0, requestedQuality)) : 11;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;
const compressed = new Map<string, Buffer>();

function body(file: string, data: Buffer, type: string, acceptEncoding: string): { data: Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = !COMPRESSIBLE.test(type) ? undefined : /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
  if (!encoding) return { data };
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let packed = compressed.get(key);
  if (!packed) {
    packed = encoding === 'br' ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipSync(data, { level: 9 });
    compressed.set(key, packed);
  }
  return { data: packed, encoding };
}

function readRules<T>(file: string, parse: (text: string) => T[]): T[] {
  const full = join(root, file);
  return existsSync(full) ? parse(readFileSync(full, 'utf8')) : [];
}

const server = createServer((req, res) => {
  const redirects = readRules('_redirects', parseRedirects);
  const headerRules = readRules('_headers', parseHeaders);
  const url = requestUrl(req.url);
  const answer = pagesAnswer(root, url.pathname, url.search, redirects);
  // Cloudflare attaches _headers to every answer for the requested path, redirects and 404s too.
  const ruled = headersFor(headerRules, url.pathname);

  if (answer.kind === 'redirect') {
    res.writeHead(answer.status, { ...ruled, Location: answer.location }).end();
    return;
  }
  if (!answer.file) {
    res.writeHead(404, { ...ruled, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found');
    return;
  }
  const type = contentTypeOf(answer.file);
  const headers: Record<string, string> = answer.status === 404
    // A 404 is never cached: a chunk missing during a deploy must not stay missing for a year.
    // Its type is the 404 page's unless a _headers rule for the path sets one, as on Pages.
    ? { 'Content-Type': type, ...ruled, 'Cache-Control': 'no-store' }
    : { 'Content-Type': type, ...ruled };
  const raw = readFileSync(answer.file);
  if (answer.status === 200) {
    const etag = `"${createHash('md5').update(raw).digest('hex')}"`;
    headers.ETag = etag;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
  }
  const { data, encoding } = body(answer.file, raw, headers['Content-Type'] ?? type, String(req.headers['accept-encoding'] ?? ''));
  if (encoding) headers['Content-Encoding'] = encoding;
  if (COMPRESSIBLE.test(type)) headers.Vary = 'Accept-Encoding';
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
});

// Longer than a test client keeps an idle socket: with Node's 5 s default the server closed
// kept-alive sockets just as the client reused them, and requests failed with ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.on('error', (error: NodeJS.ErrnoException) => {
  const line = listenFailureLine(error, port, host);
  if (!line) throw error;
  console.error(line);
  process.exit(1);
});
server.listen(port, host, () => console.log(`Serving ${root} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`));
