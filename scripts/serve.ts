/**
 * Serves dist/ like the CDN: clean URLs onto flat .html files, no trailing slash (except the
 * share pages), _redirects and _headers applied, and each language's 404 page with status 404.
 * Usage: tsx scripts/serve.ts [dir] (PORT, default 4173; HOST, default 127.0.0.1).
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { extname, join, resolve } from 'node:path';
import { resolveDistFile } from './lib/dist-pages';
import { applyRedirects, headersFor, parseHeaders, parseRedirects } from './lib/host-rules';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/** Text is sent compressed, as the CDN does (brotli, else gzip); compressed bodies are kept per file version. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;
const compressed = new Map<string, Buffer>();

function body(file: string, type: string, acceptEncoding: string): { data: Buffer; encoding?: 'br' | 'gzip' } {
  const data = readFileSync(file);
  const encoding = !COMPRESSIBLE.test(type) ? undefined : /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
  if (!encoding) return { data };
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let packed = compressed.get(key);
  if (!packed) {
    packed = encoding === 'br' ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(data, { level: 9 });
    compressed.set(key, packed);
  }
  return { data: packed, encoding };
}

function readRules<T>(file: string, parse: (text: string) => T[]): T[] {
  const full = join(root, file);
  return existsSync(full) ? parse(readFileSync(full, 'utf8')) : [];
}

const fileFor = (path: string) => resolveDistFile(root, path);

const server = createServer((req, res) => {
  const redirects = readRules('_redirects', parseRedirects);
  const headerRules = readRules('_headers', parseHeaders);
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }

  if (path.length > 1 && path.endsWith('/') && !fileFor(path)) {
    res.writeHead(301, { Location: `${path.replace(/\/+$/, '') || '/'}${url.search}` }).end();
    return;
  }

  let status = 200;
  let file = fileFor(path);
  if (!file) {
    const rule = applyRedirects(redirects, path);
    if (rule && (rule.status === 301 || rule.status === 302)) {
      res.writeHead(rule.status, { Location: `${rule.to}${url.search}` }).end();
      return;
    }
    if (rule) {
      status = rule.status;
      file = fileFor(rule.to);
    }
  }
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'Content-Type': type, ...headersFor(headerRules, path) };
  const { data, encoding } = body(file, headers['Content-Type'] ?? type, String(req.headers['accept-encoding'] ?? ''));
  if (encoding) headers['Content-Encoding'] = encoding;
  if (COMPRESSIBLE.test(type)) headers.Vary = 'Accept-Encoding';
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
});

server.listen(port, host, () => console.log(`Serving ${root} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`));
