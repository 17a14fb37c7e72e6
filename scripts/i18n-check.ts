/**
 * npm run i18n:check: every full-set language has exactly the keys of en (none missing, none
 * extra); override sets (uk) may only hold keys that exist in en. Placeholders must match too, and
 * the labels of content's closed lists must name exactly their values.
 */
import { resolve } from 'node:path';
import { LOCALES } from '../src/lib/i18n/locales';
import { checkLocales } from './lib/check-locales';
import { checkVocabularyLabels } from './lib/check-vocabulary-labels';

const dir = resolve(process.env.LOCALES_DIR ?? 'locales');
// gated/ holds the copy of the password-gated brand pages, sealed at build instead of bundled.
// Content's closed lists (topics, teams, countries) are labelled in every language from one source.
const problems = [...checkLocales(dir, LOCALES), ...checkLocales(dir, LOCALES, 'gated'), ...checkVocabularyLabels(dir)];
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`\ni18n check failed: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
  process.exit(1);
}
console.log(`i18n check passed for ${LOCALES.map((l) => l.key).join(', ')} (page copy and gated copy).`);
