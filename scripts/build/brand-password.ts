/**
 * The password that seals the gated brand pages. A deployed site (production or staging) takes it
 * from BRAND_PASSWORD and nowhere else: the staging host is public too, and a password made on a
 * build machine would be lost with it. A development build without one uses a random password
 * made once per checkout and kept in .cache/ (ignored by git), so no build is ever sealed with a
 * password the repository or its README shows. Tests that unlock the pages read it here too.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { siteEnv } from '../../src/config/site-env';

/** Where the checkout's own password lives, relative to the project root. */
export const CHECKOUT_PASSWORD_FILE = '.cache/brand-password';

export class BrandPasswordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrandPasswordError';
  }
}

/** Vite loads its config once per build pass; one notice per process is enough. */
const NOTIFIED = Symbol.for('quorvia.brandPasswordNotified');
const flags = globalThis as { [NOTIFIED]?: boolean };

/**
 * This checkout's development password, made on first use. The file appears whole or not at all
 * (written aside, then linked into place), so page workers that start together read the same one.
 */
export function checkoutPassword(root: string = process.cwd()): string {
  const file = resolve(root, CHECKOUT_PASSWORD_FILE);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const aside = join(dirname(file), `.brand-password-${process.pid}-${randomBytes(4).toString('hex')}`);
    writeFileSync(aside, `${randomBytes(18).toString('base64url')}\n`, { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(aside, { force: true });
    }
  }
  const password = readFileSync(file, 'utf8').trim();
  if (password.length < 12) throw new BrandPasswordError(`${CHECKOUT_PASSWORD_FILE} holds no usable password; delete the file and build again to make a new one.`);
  return password;
}

/** The password a build seals with; throws on a production or staging build without BRAND_PASSWORD. */
export function brandPassword(env: NodeJS.ProcessEnv = process.env, root: string = process.cwd()): string {
  const fromEnv = env.BRAND_PASSWORD;
  if (fromEnv) return fromEnv;
  const site = siteEnv(env);
  if (site !== 'development') {
    throw new BrandPasswordError(`BRAND_PASSWORD is not set for this ${site} build: set it for a deployed site, or run SITE_ENV=development npm run build for a local build.`);
  }
  const password = checkoutPassword(root);
  if (!flags[NOTIFIED]) {
    console.log(`[brand] BRAND_PASSWORD is not set: the brand pages' password for this checkout is in ${CHECKOUT_PASSWORD_FILE}.`);
    flags[NOTIFIED] = true;
  }
  return password;
}

/**
 * The password tests type into the gate of a local build: BRAND_PASSWORD when the build had one,
 * else this checkout's password (the tests themselves need no SITE_ENV).
 */
export function unlockPassword(env: NodeJS.ProcessEnv = process.env, root: string = process.cwd()): string {
  return env.BRAND_PASSWORD || checkoutPassword(root);
}
