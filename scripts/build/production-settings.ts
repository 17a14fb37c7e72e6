import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { siteEnv } from '../../src/config/site-env';
import { trackedFilesHolding } from '../lib/tracked-files';
import { CHECKOUT_PASSWORD_FILE } from './brand-password';

const MIN_PASSWORD_LENGTH = 12;

/**
 * SHA-256 of passwords that were once published (the old development default was printed in the
 * README): kept as hashes, so the list itself shows no password, and refused for a deployed site.
 */
const PUBLISHED_PASSWORD_HASHES: ReadonlySet<string> = new Set(['714a9c90f98310f14f8bb981ff8909fee1fe94034a236f63aef25276fb388187']);

/** The way out named after the problems, so a developer who only wanted a local build finds it. */
export const WAYS_OUT = 'Set BRAND_PASSWORD and SITE_ORIGIN for the live site (or the staging host), or run SITE_ENV=development npm run build for a local build.';

function passwordProblem(password: string, root: string): string | null {
  if (!password) return 'BRAND_PASSWORD is not set: the gated brand pages need the password given to press and partners.';
  if (PUBLISHED_PASSWORD_HASHES.has(createHash('sha256').update(password).digest('hex'))) {
    return 'BRAND_PASSWORD is the old development password, which the README published. Set the real one.';
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `BRAND_PASSWORD has ${password.length} characters; use at least ${MIN_PASSWORD_LENGTH}, since the sealed pages can be attacked offline.`;
  }
  const checkoutFile = resolve(root, CHECKOUT_PASSWORD_FILE);
  if (existsSync(checkoutFile) && readFileSync(checkoutFile, 'utf8').trim() === password) {
    return `BRAND_PASSWORD is this checkout's development password (${CHECKOUT_PASSWORD_FILE}). Set the real one.`;
  }
  const holding = trackedFilesHolding(password, root);
  if (holding && holding.length > 0) {
    return `BRAND_PASSWORD appears in ${holding.slice(0, 3).join(', ')}${holding.length > 3 ? ` and ${holding.length - 3} more` : ''}, which git tracks: choose a password that is in no file of the repository.`;
  }
  return null;
}

function originProblems(value: string | undefined): string[] {
  const origin = value?.trim();
  if (!origin) return ['SITE_ORIGIN is not set: canonical links, hreflang, sitemaps and share cards need the https origin the site is served from, for example https://www.quorvia.example.'];
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return [`SITE_ORIGIN "${origin}" is not a URL; set it to the site's https origin, for example https://www.quorvia.example.`];
  }
  if (url.protocol !== 'https:') return [`SITE_ORIGIN "${origin}" is not https: canonical links, sitemaps and share cards must point at the https site.`];
  if (url.pathname !== '/' || url.search || url.hash) return [`SITE_ORIGIN "${origin}" must be an origin only (no path, query or fragment).`];
  return [];
}

/**
 * What makes a build unsafe to deploy, one sentence per problem; empty when the build may go
 * ahead. A build is production unless SITE_ENV says otherwise (src/config/site-env.ts), and
 * production and staging, both served to the public, need a real BRAND_PASSWORD and an https
 * SITE_ORIGIN. Development builds (npm start, npm run dev, the tests) are held to nothing here.
 * Throws SiteEnvError on a SITE_ENV that names no site.
 */
export function productionProblems(env: NodeJS.ProcessEnv, root: string = process.cwd()): string[] {
  if (siteEnv(env) === 'development') return [];
  const password = passwordProblem(env.BRAND_PASSWORD ?? '', root);
  return [...(password ? [password] : []), ...originProblems(env.SITE_ORIGIN)];
}
