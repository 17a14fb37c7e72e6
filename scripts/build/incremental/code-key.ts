/**
 * The build's code and config fingerprint: everything that can change every page at once and
 * that the per-page fingerprints (page-fingerprint.ts) do not see. A different key means a full
 * build. Source is hashed rather than the bundles' output because the client bundle carries
 * content (the shell's latest posts) and the translations' version: hashing it would turn a
 * content edit into a code change.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { siteEnv } from '../../../src/config/site-env';
import { checkoutPassword } from '../brand-password';

/** Folders and files whose bytes reach the bundles or the build's own steps. */
export const CODE_INPUTS = ['src', 'scripts', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'] as const;

/**
 * Settings read at build time that change output (scripts/build/check-settings.ts, vite.config.ts);
 * SITE_ENV and BRAND_PASSWORD are added as the build reads them (codeKey).
 */
export const ENV_INPUTS = ['SITE_ORIGIN', 'NODE_ENV', 'PUBLIC_DIR'] as const;

// Tests sit beside the code but never reach the output.
const skipped = (file: string) => file.endsWith('.test.ts') || file.endsWith('.test.tsx');

function filesUnder(root: string, entry: string): string[] {
  const full = join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => !skipped(file));
}

export interface CodeKeyInputs {
  root: string;
  contentDir: string;
  localesDir: string;
  env: NodeJS.ProcessEnv;
  /** The year the bundles bake in (__BUILD_YEAR__ in vite.config.ts). */
  year: number;
}

export function codeKey({ root, contentDir, localesDir, env, year }: CodeKeyInputs): string {
  const hash = createHash('sha256');
  const files = CODE_INPUTS.flatMap((entry) => filesUnder(root, entry)).sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  for (const name of ENV_INPUTS) hash.update(`${name}=${env[name] ?? ''}\0`);
  // The site, as the build reads it: unset and "production" make the same site.
  const site = siteEnv(env);
  hash.update(`SITE_ENV=${site}\0`);
  // The password seals the brand pages, and a development build's is the checkout's own
  // (.cache/brand-password): a new one must reseal them. Only its hash enters the key file.
  const password = env.BRAND_PASSWORD || (site === 'development' ? checkoutPassword(root) : '');
  hash.update(`BRAND_PASSWORD=${createHash('sha256').update(password).digest('hex')}\0`);
  hash.update(`content=${resolve(contentDir)}\0locales=${resolve(localesDir)}\0node=${process.version}\0year=${year}\0`);
  return hash.digest('hex');
}
