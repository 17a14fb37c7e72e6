/**
 * npm run validate: checks every content file the way the build does and prints each problem as
 * "file at json.path: what is wrong" with a code frame under it. Warnings (skipped entries) never fail the run.
 */
import { formatProblem } from '../src/content/content-error';
import { readContentWithImages, resolveContentDir } from '../src/content/load-content';
import { SECURITY_TXT_CONFIG, securityTxtProblems } from './build/security-txt';
import { formatLocatedProblem, locateProblems } from './lib/problem-frame';

const dir = resolveContentDir();
const { content, problems, warnings } = await readContentWithImages({ contentDir: dir });

for (const warning of warnings) console.warn(`warning: ${formatProblem(warning)}`);
// Each error with the lines of its file around the place (a syntax error at its line and column).
for (const located of locateProblems(problems, dir)) console.error(`error: ${formatLocatedProblem(located)}`);
// security.txt's expiry lives in the site config, not in content, but a stale one must stop a deploy too.
const security = securityTxtProblems(SECURITY_TXT_CONFIG);
for (const problem of security) console.error(`error: ${problem}`);

const counts = `${content.blog.length} posts, ${content.useCases.length} use cases, ${content.newsroom.length} newsroom articles, ${content.jobs.length} valid jobs, ${content.executives.length} executives, ${content.partners.length} partners, ${content.pressPhotos.length} people with press photos`;
if (problems.length > 0 || security.length > 0) {
  const total = problems.length + security.length;
  console.error(`\n${total} problem${total === 1 ? '' : 's'} in ${security.length ? `${dir} and src/config/site.ts` : dir}. Fix them and run npm run validate again.`);
  process.exit(1);
}
console.log(`Content in ${dir} is valid: ${counts}${warnings.length ? ` (${warnings.length} warning${warnings.length === 1 ? '' : 's'})` : ''}.`);
