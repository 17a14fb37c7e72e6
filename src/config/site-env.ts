/**
 * Which site a build makes. A build is production unless SITE_ENV says otherwise, so a forgotten
 * variable can never publish a development build; any other value is a mistake, not a fourth kind.
 * The local preview, the dev server and the tests set `development` themselves.
 */
export const SITE_ENVS = ['production', 'staging', 'development'] as const;
export type SiteEnv = (typeof SITE_ENVS)[number];

export class SiteEnvError extends Error {
  constructor(value: string) {
    super(`SITE_ENV="${value}" is not a site: use ${SITE_ENVS.join(', ')} (unset means production).`);
    this.name = 'SiteEnvError';
  }
}

/** The site this process builds or serves; throws SiteEnvError on a value that names none. */
export function siteEnv(env: NodeJS.ProcessEnv = process.env): SiteEnv {
  const value = env.SITE_ENV?.trim();
  if (value === undefined || value === '') return 'production';
  if ((SITE_ENVS as readonly string[]).includes(value)) return value as SiteEnv;
  throw new SiteEnvError(value);
}

/** Entries marked `draft: true` are built on staging and development only. */
export function buildsDrafts(env: NodeJS.ProcessEnv = process.env): boolean {
  return siteEnv(env) !== 'production';
}
