/**
 * First step of `npm run build`: stops before anything is built when SITE_ENV names no site, when
 * a production or staging build lacks its real settings (production-settings.ts), or when
 * security.txt's Expires is too close (security-txt.ts).
 */
import { siteEnv, SiteEnvError } from '../../src/config/site-env';
import { productionProblems, WAYS_OUT } from './production-settings';
import { SECURITY_TXT_CONFIG, securityTxtProblems } from './security-txt';

function stop(lines: string[]): never {
  console.error(lines.join('\n'));
  process.exit(1);
}

let site: ReturnType<typeof siteEnv>;
try {
  site = siteEnv();
} catch (error) {
  if (error instanceof SiteEnvError) stop([`[build] ${error.message}`]);
  throw error;
}

// Every problem at once, so one run tells the whole story.
const lines: string[] = [];
const problems = productionProblems(process.env);
if (problems.length) {
  const which = process.env.SITE_ENV?.trim() ? `SITE_ENV=${site}` : 'SITE_ENV is not set, so this is a production build; it';
  lines.push(`[build] ${which} refuses to build:`, ...problems.map((p) => `  - ${p}`), WAYS_OUT);
}
const security = securityTxtProblems(SECURITY_TXT_CONFIG);
if (security.length) lines.push('[build] security.txt cannot be written:', ...security.map((p) => `  - ${p}`));
if (lines.length) stop(lines);
