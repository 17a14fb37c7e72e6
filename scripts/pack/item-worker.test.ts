import { describe, expect, it } from 'vitest';
import { parseHeaders } from '../lib/host-rules';
import { createItemWorker, shardOf, type AssetsBinding, type Shard } from './item-worker';

const headerRules = parseHeaders(`/*
  X-Frame-Options: DENY
  Cache-Control: public, max-age=0, must-revalidate
/assets/*
  ! Cache-Control
  Cache-Control: public, max-age=300, must-revalidate
/assets/posts/*
  Content-Type: application/json; charset=utf-8
`);

const SHARDS = 3;
const files: Record<string, [string, string, string]> = {
  '/assets/posts/some-post.json': ['application/json', '"e1"', '{"title":"Some post"}'],
  '/share/hub/some-post/index.html': ['text/html; charset=utf-8', '"e2"', '<!doctype html><title>Some post</title>'],
};

/** The static assets as the worker sees them: the shard files, and a marker for anything else. */
function assets(options: { failShards?: boolean } = {}) {
  const shards: Shard[] = Array.from({ length: SHARDS }, () => ({}));
  for (const [key, file] of Object.entries(files)) shards[shardOf(key, SHARDS)]![key] = file;
  const asked: string[] = [];
  const binding: AssetsBinding = {
    async fetch(input) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url.pathname);
      const shard = /^\/_packed\/(\d+)\.json$/.exec(url.pathname);
      if (shard) return options.failShards ? new Response('gone', { status: 500 }) : Response.json(shards[Number(shard[1])]);
      return new Response('static', { status: 404, headers: { 'X-From': 'assets' } });
    },
  };
  return { binding, asked };
}

const worker = () => createItemWorker({ shards: SHARDS, dir: '/_packed', headerRules });
const get = (path: string, init?: RequestInit) => new Request(`https://www.quorvia.example${path}`, init);

describe('the deployment worker', () => {
  it('picks a shard in range, the same one every time', () => {
    for (const key of Object.keys(files)) {
      expect(shardOf(key, SHARDS)).toBe(shardOf(key, SHARDS));
      expect(shardOf(key, SHARDS)).toBeGreaterThanOrEqual(0);
      expect(shardOf(key, SHARDS)).toBeLessThan(SHARDS);
    }
    const spread = new Set(Array.from({ length: 200 }, (_, i) => shardOf(`/assets/posts/post-${i}.json`, 8)));
    expect(spread.size).toBe(8);
  });

  it('serves a packed file with the headers Pages would add: _headers rules, type, ETag, open CORS', async () => {
    const { binding } = assets();
    const response = await worker().fetch(get('/assets/posts/some-post.json'), { ASSETS: binding });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"title":"Some post"}');
    expect(Object.fromEntries(response.headers)).toEqual({
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=300, must-revalidate',
      'content-type': 'application/json; charset=utf-8',
      etag: '"e1"',
      'x-frame-options': 'DENY',
    });
  });

  it('answers a share page at its folder URL, and its other forms with a 308 there, keeping the query', async () => {
    const { binding } = assets();
    const w = worker();
    const page = await w.fetch(get('/share/hub/some-post/'), { ASSETS: binding });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    for (const form of ['/share/hub/some-post?utm=x', '/share/hub/some-post/index.html?utm=x']) {
      const moved = await w.fetch(get(form), { ASSETS: binding });
      expect(moved.status, form).toBe(308);
      expect(moved.headers.get('location'), form).toBe('/share/hub/some-post/?utm=x');
      expect(moved.headers.get('x-frame-options'), form).toBe('DENY');
    }
  });

  it('answers a matching If-None-Match with a 304, and HEAD without a body', async () => {
    const { binding } = assets();
    const w = worker();
    const cached = await w.fetch(get('/assets/posts/some-post.json', { headers: { 'If-None-Match': '"e1"' } }), { ASSETS: binding });
    expect(cached.status).toBe(304);
    const head = await w.fetch(get('/assets/posts/some-post.json', { method: 'HEAD' }), { ASSETS: binding });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('hands everything it does not hold to the static assets: unknown paths, other methods, broken escapes', async () => {
    const { binding, asked } = assets();
    const w = worker();
    for (const request of [get('/assets/posts/no-such-post.json'), get('/share/hub/no-such-post/'), get('/assets/posts/some-post.json', { method: 'POST', body: 'x' }), get('/assets/posts/%E0%A4%A.json')]) {
      const response = await w.fetch(request, { ASSETS: binding });
      expect(response.headers.get('x-from'), request.url).toBe('assets');
    }
    expect(asked.filter((p) => !p.startsWith('/_packed/'))).toEqual(['/assets/posts/no-such-post.json', '/share/hub/no-such-post/', '/assets/posts/some-post.json', '/assets/posts/%E0%A4%A.json']);
  });

  it('reads each shard once per isolate', async () => {
    const { binding, asked } = assets();
    const w = worker();
    for (let i = 0; i < 3; i += 1) await w.fetch(get('/assets/posts/some-post.json'), { ASSETS: binding });
    expect(asked.filter((p) => p.startsWith('/_packed/'))).toHaveLength(1);
  });

  it('says 503, uncached, when a shard cannot be read, rather than a 404 for a file that exists', async () => {
    const { binding } = assets({ failShards: true });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await worker().fetch(get('/assets/posts/some-post.json'), { ASSETS: binding });
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
