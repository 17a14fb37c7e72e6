/** First step of `npm run build`: a production build stops here, naming each unsafe setting. */
import { productionProblems } from './production-settings';

const problems = productionProblems(process.env);
if (problems.length) {
  console.error(`[build] SITE_ENV=production refuses to build:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
