/**
 * The built site on Cloudflare's own runtime: packs dist/ as it is deployed there
 * (scripts/pack/pack-cloudflare.ts: per-item files in shards behind a worker, no /en stubs),
 * serves the pack with `wrangler pages dev` (the workerd the CDN runs) and dist/ itself with
 * scripts/serve.ts, requests one URL per route pattern and language plus the edge cases
 * (scripts/cdn/url-list.ts), and fails when wrangler warns about a rule, when the runtime's answer
 * misses what the site expects (status, redirect target, content type, cache and security
 * headers), or when serve.ts answers any URL differently, its body included.
 * Usage: tsx scripts/cdn/check-cdn.ts [dist]. Writes reports/cdn/report.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { packCloudflare } from '../pack/pack-cloudflare';
import { ensureCdnTools, node24Dir, wranglerBin } from './cdn-tools';
import { differences, unmet } from './compare';
import { snapshot } from './snapshot';
import { cdnUrls } from './url-list';

const dist = resolve(process.argv[2] ?? 'dist');
const CDN_PORT = Number(process.env.CDN_PORT ?? 8788);
const LOCAL_PORT = Number(process.env.CDN_LOCAL_PORT ?? 4193);
/** wrangler takes 10 to 40 s to start here; a loaded 2-core machine gets a wide margin. */
const START_TIMEOUT_MS = 180_000;

function start(command: string, args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function stop(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function ready(origin: string, name: string, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      await fetch(`${origin}/robots.txt`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`${name} did not answer on ${origin} within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function main(): Promise<void> {
  ensureCdnTools();
  const plain = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');
  const packed = resolve('.cache', 'cdn-pack');
  // Small shards, so that the real content spreads over many and the worker's hashing is tried.
  const pack = await packCloudflare(dist, packed, { shardBytes: 32 * 1024 });
  console.log(`[cdn] deployment packed: ${pack.files} files, ${pack.packed} of them in ${pack.shards} shards, ${pack.skipped} shadowed by _redirects (the /en stubs) left out`);
  const wrangler = start(join(node24Dir(), 'node'), [
    wranglerBin(), 'pages', 'dev', packed, '--ip', '127.0.0.1', '--port', String(CDN_PORT), '--compatibility-date', '2026-11-17', '--log-level', 'warn', '--persist-to', resolve('.cache', 'wrangler-state'),
  ], { ...process.env, PATH: `${node24Dir()}${delimiter}${process.env.PATH ?? ''}`, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' });
  const local = start(process.execPath, [resolve('node_modules', 'tsx', 'dist', 'cli.mjs'), resolve('scripts', 'serve.ts'), dist], { ...process.env, PORT: String(LOCAL_PORT) });
  try {
    const cdnOrigin = `http://127.0.0.1:${CDN_PORT}`;
    const localOrigin = `http://127.0.0.1:${LOCAL_PORT}`;
    await ready(cdnOrigin, 'wrangler pages dev', wrangler.output);
    await ready(localOrigin, 'scripts/serve.ts', local.output);
    const urls = cdnUrls(dist);
    const cdn = await snapshot(cdnOrigin, urls.map((u) => u.path));
    const mine = await snapshot(localOrigin, urls.map((u) => u.path));
    const problems: string[] = [];
    const warnings = plain(wrangler.output()).split('\n').filter((line) => /invalid|not supported|ignored/i.test(line));
    for (const line of warnings) problems.push(`wrangler: ${line.trim()}`);
    let differing = 0;
    urls.forEach((url, i) => {
      const a = cdn[i]!;
      const b = mine[i]!;
      for (const miss of unmet(url.expect, a)) problems.push(`CDN ${url.path} (${url.label}): ${miss}`);
      if (url.expect.status === 'refused') {
        for (const miss of unmet(url.expect, b)) problems.push(`local ${url.path} (${url.label}): ${miss}`);
        return;
      }
      const diff = differences(a, b);
      if (diff.length) differing += 1;
      for (const d of diff) problems.push(`serve.ts differs on ${url.path} (${url.label}): ${d}`);
    });
    mkdirSync(resolve('reports', 'cdn'), { recursive: true });
    writeFileSync(resolve('reports', 'cdn', 'report.json'), `${JSON.stringify({ date: new Date().toISOString(), urls: urls.map((u, i) => ({ ...u, expect: undefined, cdn: cdn[i], local: mine[i] })), problems }, null, 2)}\n`);
    console.log(`[cdn] ${urls.length} URLs on wrangler pages dev and serve.ts: ${problems.length} problems, ${differing} URLs where serve.ts differs`);
    for (const p of problems) console.error(`[cdn] ${p}`);
    if (problems.length) process.exitCode = 1;
  } finally {
    stop(wrangler.child);
    stop(local.child);
  }
}

main().catch((error) => {
  console.error(`[cdn] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
