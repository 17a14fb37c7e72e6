/**
 * npm run validate: checks every content file the way the build does and prints each problem as
 * "file at json.path: what is wrong" with a code frame under it. Warnings (skipped entries) never fail the run.
 */
import { formatProblem } from '../src/content/content-error';
import { readContentWithImages, resolveContentDir } from '../src/content/load-content';
import { formatLocatedProblem, locateProblems } from './lib/problem-frame';

const dir = resolveContentDir();
const { content, problems, warnings } = await readContentWithImages({ contentDir: dir });

for (const warning of warnings) console.warn(`warning: ${formatProblem(warning)}`);
// Each error with the lines of its file around the place (a syntax error at its line and column).
for (const located of locateProblems(problems, dir)) console.error(`error: ${formatLocatedProblem(located)}`);

const counts = `${content.blog.length} posts, ${content.useCases.length} use cases, ${content.newsroom.length} newsroom articles, ${content.jobs.length} valid jobs, ${content.executives.length} executives, ${content.partners.length} partners, ${content.pressPhotos.length} people with press photos`;
if (problems.length > 0) {
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${dir}. Fix them and run npm run validate again.`);
  process.exit(1);
}
console.log(`Content in ${dir} is valid: ${counts}${warnings.length ? ` (${warnings.length} warning${warnings.length === 1 ? '' : 's'})` : ''}.`);
