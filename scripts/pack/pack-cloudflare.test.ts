import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packCloudflare, type PackSummary } from './pack-cloudflare';
import type { AssetsBinding } from './item-worker';

const root = mkdtempSync(join(tmpdir(), 'pack-'));
const dist = join(root, 'dist');
const out = join(root, 'out');
const files: Record<string, string> = {
  '_redirects': '/en      /         301\n/en/*    /:splat   301\n',
  '_headers': '/*\n  X-Frame-Options: DENY\n/assets/posts/*\n  Content-Type: application/json; charset=utf-8\n',
  'index.html': '<!doctype html><title>Home</title>',
  'hub/a-post.html': '<!doctype html><title>A post</title>',
  'en.html': '<!doctype html><meta http-equiv="refresh" content="0; url=/">',
  'en/hub/a-post.html': '<!doctype html><meta http-equiv="refresh" content="0; url=/hub/a-post">',
  'share/hub/a-post/index.html': '<!doctype html><title>A post – Quorvia</title><p>Schöne Grüße</p>',
  'assets/posts/blog.json': '[{"id":"a-post"}]',
  'assets/posts/a-post.json': '{"title":"A post","excerpt":"Ünïcode – kept"}',
  'assets/posts/a-post.oembed.json': '{"type":"rich"}',
  'assets/pages/hub.oembed.json': '{"type":"link"}',
};

let summary: PackSummary;
beforeAll(async () => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  summary = await packCloudflare(dist, out);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the Cloudflare pack', () => {
  it('carries pages and lists as hard links, leaves the /en stubs out, and counts its files', () => {
    expect(summary).toEqual({ files: 8, carried: 5, packed: 4, skipped: 2, shards: 1 });
    for (const file of ['index.html', 'hub/a-post.html', 'assets/posts/blog.json', '_headers', '_redirects']) {
      expect(statSync(join(out, file)).ino, file).toBe(statSync(join(dist, file)).ino);
    }
    for (const file of ['en.html', 'en/hub/a-post.html', 'share/hub/a-post/index.html', 'assets/posts/a-post.json']) expect(existsSync(join(out, file)), file).toBe(false);
    expect(JSON.parse(readFileSync(join(out, '_routes.json'), 'utf8'))).toEqual({
      version: 1,
      include: ['/assets/pages/*', '/assets/posts/*', '/share/*'],
      exclude: ['/assets/posts/blog.json'],
    });
  });

  it("builds a worker that serves each packed file's exact bytes from the shards", async () => {
    const worker = (await import(pathToFileURL(join(out, '_worker.js')).href)) as { default: { fetch(request: Request, env: { ASSETS: AssetsBinding }): Promise<Response> } };
    const ASSETS: AssetsBinding = {
      async fetch(input) {
        const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
        const file = join(out, path);
        return existsSync(file) ? new Response(readFileSync(file)) : new Response('not found', { status: 404 });
      },
    };
    const served = async (path: string) => {
      const response = await worker.default.fetch(new Request(`https://www.quorvia.example${path}`), { ASSETS });
      return { status: response.status, type: response.headers.get('content-type'), frame: response.headers.get('x-frame-options'), body: Buffer.from(await response.arrayBuffer()) };
    };
    for (const [path, file, type] of [
      ['/share/hub/a-post/', 'share/hub/a-post/index.html', 'text/html; charset=utf-8'],
      ['/assets/posts/a-post.json', 'assets/posts/a-post.json', 'application/json; charset=utf-8'],
      ['/assets/posts/a-post.oembed.json', 'assets/posts/a-post.oembed.json', 'application/json; charset=utf-8'],
      ['/assets/pages/hub.oembed.json', 'assets/pages/hub.oembed.json', 'application/json'],
    ] as const) {
      const got = await served(path);
      expect(got.status, path).toBe(200);
      expect(got.type, path).toBe(type);
      expect(got.frame, path).toBe('DENY');
      expect(got.body.equals(readFileSync(join(dist, file))), path).toBe(true);
    }
    expect((await served('/assets/posts/blog.json')).body.toString()).toBe(files['assets/posts/blog.json']);
    expect((await served('/assets/posts/other.json')).status).toBe(404);
  });

  it("fails, with the counts, when the deployment would pass Cloudflare's file limit", async () => {
    await expect(packCloudflare(dist, join(root, 'too-many'), { maxFiles: 7 })).rejects.toThrow(/has 8 files, over Cloudflare's 7: 5 carried as they are \(4 packed into 1 shards, 2 shadowed by _redirects\)/);
  });
});

describe('the Cloudflare pack and the search indexes', () => {
  it('counts every file of /pagefind/ and /pagefind-lists/ in the deployment, and fails closed on them', async () => {
    const site = join(root, 'with-index');
    const indexFiles = ['pagefind/pagefind.js', 'pagefind/pagefind-entry.json', 'pagefind/fragment/en_1.pf_fragment', 'pagefind/index/en_1.pf_index', 'pagefind-lists/hub/pagefind-entry.json'];
    for (const file of ['index.html', ...indexFiles]) {
      mkdirSync(dirname(join(site, file)), { recursive: true });
      writeFileSync(join(site, file), 'x');
    }
    const packed = await packCloudflare(site, join(root, 'with-index-out'));
    expect(packed).toEqual({ files: 6, carried: 6, packed: 0, skipped: 0, shards: 0 });
    for (const file of indexFiles) expect(existsSync(join(root, 'with-index-out', file)), file).toBe(true);
    // One file over: the index's files alone push the deployment past the limit.
    await expect(packCloudflare(site, join(root, 'with-index-over'), { maxFiles: 5 })).rejects.toThrow(/has 6 files, over Cloudflare's 5/);
  });
});
