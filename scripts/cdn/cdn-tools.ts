/**
 * Cloudflare's local Pages runtime (wrangler), installed from the npm registry into
 * scripts/cdn/tools/node_modules by `npm ci` when missing, and run on the project's Node 24
 * (scripts/node/node-dir.sh: the machine's own, or the registry's binary pinned there).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const TOOLS = resolve('scripts', 'cdn', 'tools');
const MODULES = join(TOOLS, 'node_modules');

function pinned(name: string): string {
  const manifest = JSON.parse(readFileSync(join(TOOLS, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const version = manifest.dependencies[name];
  if (!version) throw new Error(`scripts/cdn/tools/package.json does not pin ${name}`);
  return version;
}

function installed(name: string): string | null {
  const file = join(MODULES, name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : null;
}

/** Installs the pinned tools unless they are there already. */
export function ensureCdnTools(): void {
  if (installed('wrangler') === pinned('wrangler')) return;
  console.log('[cdn] installing wrangler from the npm registry (scripts/cdn/tools)');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: TOOLS, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm ci in scripts/cdn/tools failed');
}

let node24: string | undefined;

/** The folder of a Node 24 binary, to put first on PATH (installed on first use). */
export function node24Dir(): string {
  node24 ??= execFileSync('bash', [resolve('scripts', 'node', 'node-dir.sh'), '24'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  return node24;
}

export function wranglerBin(): string {
  return join(MODULES, 'wrangler', 'bin', 'wrangler.js');
}
