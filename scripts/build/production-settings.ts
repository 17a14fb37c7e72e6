import { DEV_BRAND_PASSWORD } from './brand-password';

const MIN_PASSWORD_LENGTH = 12;

/**
 * What makes a production build unsafe to deploy, one sentence per problem; empty when the build
 * may go ahead. Only `SITE_ENV=production` is held to this: local builds, `npm start`, `npm test`
 * and staging keep the development defaults.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.SITE_ENV !== 'production') return [];
  const problems: string[] = [];
  const password = env.BRAND_PASSWORD ?? '';
  if (!password) {
    problems.push('BRAND_PASSWORD is not set: the gated brand pages would open with the development password. Set it to the password given to press and partners.');
  } else if (password === DEV_BRAND_PASSWORD) {
    problems.push('BRAND_PASSWORD is the development password, which is published in the README. Set the real one.');
  } else if (password.length < MIN_PASSWORD_LENGTH) {
    problems.push(`BRAND_PASSWORD has ${password.length} characters; use at least ${MIN_PASSWORD_LENGTH}, since the sealed pages can be attacked offline.`);
  }
  const origin = env.SITE_ORIGIN?.trim();
  if (origin !== undefined && origin !== '') {
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      problems.push(`SITE_ORIGIN "${origin}" is not a URL; set it to the site's https origin, for example https://www.quorvia.example.`);
    }
    if (url && url.protocol !== 'https:') problems.push(`SITE_ORIGIN "${origin}" is not https: canonical links, sitemaps and share cards must point at the https site.`);
    else if (url && (url.pathname !== '/' || url.search || url.hash)) problems.push(`SITE_ORIGIN "${origin}" must be an origin only (no path, query or fragment).`);
  }
  return problems;
}
