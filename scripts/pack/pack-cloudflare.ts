/**
 * Makes the Cloudflare Pages deployment from dist/: the files carried as they are (hard links,
 * so it costs no disk), the per-item files packed into shard files with the worker that serves
 * them (`_worker.js`, `_routes.json`), and nothing a `_redirects` rule shadows (pack-plan.ts).
 * It fails when the deployment would still exceed Cloudflare's 100,000 files.
 * Usage: tsx scripts/pack/pack-cloudflare.ts [dist] [out] (defaults dist and dist-cloudflare).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { contentTypeOf } from '../lib/content-types';
import { listFiles } from '../lib/dist-pages';
import { parseHeaders, parseRedirects } from '../lib/host-rules';
import { parentDirs } from '../lib/parent-dirs';
import { shardOf, type PackSettings, type Shard } from './item-worker';
import { planFile, workerRoutes, type FilePlan } from './pack-plan';

/** Cloudflare Pages' limit on files per deployment. */
export const MAX_DEPLOYMENT_FILES = 100_000;
/** About this much text per shard: one parse per cold shard stays a few milliseconds. */
const SHARD_BYTES = 512 * 1024;
const SHARD_DIR = '_packed';

export interface PackSummary {
  /** Files in the deployment, its own (`_worker.js`, `_routes.json`, shards) included. */
  files: number;
  carried: number;
  packed: number;
  skipped: number;
  shards: number;
}

/** A packed file's key: its path in dist/ after a slash. The worker looks a folder URL (`/share/x/`) up as its index.html. */
const keyOf = (file: string) => `/${file}`;

async function bundleWorker(settings: PackSettings): Promise<string> {
  const bundle = await rolldown({
    input: resolve(import.meta.dirname, 'worker-entry.ts'),
    platform: 'neutral',
    logLevel: 'silent',
    plugins: [{
      name: 'pack-settings',
      resolveId: (id) => (id === 'virtual:pack-settings' ? '\0pack-settings' : null),
      load: (id) => (id === '\0pack-settings' ? `export default ${JSON.stringify(settings)};` : null),
    }],
  });
  try {
    const { output } = await bundle.generate({ format: 'esm' });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

export interface PackOptions {
  /** Fail above this many files (Cloudflare's limit by default). */
  maxFiles?: number;
  /** Text per shard; the CDN check makes it small so the real content spreads over many shards. */
  shardBytes?: number;
}

export async function packCloudflare(dist: string, out: string, { maxFiles = MAX_DEPLOYMENT_FILES, shardBytes = SHARD_BYTES }: PackOptions = {}): Promise<PackSummary> {
  const read = (name: string) => (existsSync(join(dist, name)) ? readFileSync(join(dist, name), 'utf8') : '');
  const redirects = parseRedirects(read('_redirects'));
  const files = listFiles(dist);
  const plans = new Map<string, FilePlan>(files.map((file) => [file, planFile(file, redirects)]));
  const routes = workerRoutes(plans);
  const packed = files.filter((file) => plans.get(file) === 'pack');

  rmSync(out, { recursive: true, force: true });
  const makeDir = parentDirs();
  let carried = 0;
  for (const file of files) {
    if (plans.get(file) !== 'carry') continue;
    const to = join(out, file);
    makeDir(to);
    try {
      linkSync(join(dist, file), to);
    } catch (error) {
      // Another file system (or one without hard links): copy instead.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV' && (error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
      copyFileSync(join(dist, file), to);
    }
    carried += 1;
  }

  const texts = packed.map((file) => readFileSync(join(dist, file)));
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  const count = packed.length ? Math.max(1, Math.ceil(total / shardBytes)) : 0;
  const shards: Shard[] = Array.from({ length: count }, () => ({}));
  packed.forEach((file, i) => {
    const data = texts[i]!;
    const etag = `"${createHash('md5').update(data).digest('hex')}"`;
    shards[shardOf(keyOf(file), count)]![keyOf(file)] = [contentTypeOf(file), etag, data.toString('utf8')];
  });
  shards.forEach((shard, i) => {
    const to = join(out, SHARD_DIR, `${i}.json`);
    makeDir(to);
    writeFileSync(to, JSON.stringify(shard));
  });

  const own: string[] = [];
  if (count) {
    const settings: PackSettings = { shards: count, dir: `/${SHARD_DIR}`, headerRules: parseHeaders(read('_headers')) };
    writeFileSync(join(out, '_worker.js'), await bundleWorker(settings));
    writeFileSync(join(out, '_routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
    own.push('_worker.js', '_routes.json');
  }
  const summary: PackSummary = { files: carried + count + own.length, carried, packed: packed.length, skipped: files.length - carried - packed.length, shards: count };
  if (summary.files > maxFiles) {
    throw new Error(`the Cloudflare deployment has ${summary.files} files, over Cloudflare's ${maxFiles}: ${carried} carried as they are (${packed.length} packed into ${count} shards, ${summary.skipped} shadowed by _redirects)`);
  }
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = resolve(process.argv[2] ?? 'dist');
  const out = resolve(process.argv[3] ?? 'dist-cloudflare');
  const started = Date.now();
  packCloudflare(dist, out).then(
    (s) => console.log(`[pack] ${out}: ${s.files} files (${s.carried} carried, ${s.packed} packed into ${s.shards} shards for the worker, ${s.skipped} left out as _redirects shadows them) in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error: Error) => {
      console.error(`[pack] ${error.message}`);
      process.exit(1);
    },
  );
}
