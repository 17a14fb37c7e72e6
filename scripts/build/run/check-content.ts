/**
 * The build's content check, before anything is bundled: every content file checked as
 * `npm run validate` checks it. A problem stops the build with the editor's lines (file, JSON path,
 * what to do) and a code frame; the warnings go to the build's summary, from readContent's own list.
 */
import { resolve } from 'node:path';
import { formatProblem } from '../../../src/content/content-error';
import { readContentWithImages, resolveContentDir } from '../../../src/content/load-content';
import { problemReport } from '../../lib/problem-frame';
import { buildWarning, stepDetail } from '../build-events';

const dir = resolveContentDir();
const { content, problems, warnings } = await readContentWithImages({ contentDir: dir, publicDir: resolve('public') });

for (const warning of warnings) buildWarning(formatProblem(warning));
if (problems.length > 0) {
  // The first line is the reason the build's last line gives.
  // Each problem with its code frame, as npm run validate and the dev server show it.
  const heading = `${problems.length} content problem${problems.length === 1 ? '' : 's'}:`;
  const footer = `Fix ${problems.length === 1 ? 'it' : 'them'} in ${dir}, check with npm run validate, then run npm run build again.`;
  console.error(problemReport(heading, problems, dir, { footer }));
  process.exitCode = 1;
} else stepDetail(`${content.blog.length} posts, ${content.useCases.length} use cases, ${content.newsroom.length} news, ${content.jobs.length} jobs`);
