/**
 * The brand area's shared password comes from BRAND_PASSWORD at build time. Without it the build
 * uses this development default (documented in the README) and says so: fine for local work and
 * CI, never for a production deploy.
 */
export const DEV_BRAND_PASSWORD = 'quorvia-press-preview';

/** Vite loads its config once per build pass; one warning per process is enough. */
const WARNED = Symbol.for('quorvia.brandPasswordWarned');
const flags = globalThis as { [WARNED]?: boolean };

export function brandPassword(): string {
  const fromEnv = process.env.BRAND_PASSWORD;
  if (fromEnv && fromEnv.length > 0) return fromEnv;
  if (!flags[WARNED]) {
    console.warn('[brand] BRAND_PASSWORD is not set: the gated brand pages use the development password.');
    flags[WARNED] = true;
  }
  return DEV_BRAND_PASSWORD;
}
