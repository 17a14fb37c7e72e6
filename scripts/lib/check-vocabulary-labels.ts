import { COUNTRY_CODES } from '../../src/content/jobs/job-region';
import { TEAM_CODES } from '../../src/content/jobs/team-codes';
import { ALL_CATEGORIES } from '../../src/content/vocabulary/topics';
import { readLocaleFolder, type Messages } from './locale-files';

/** Each closed list of content and the en keys that label it (other languages follow en: check-locales). */
const LABELLED: ReadonlyArray<{ values: readonly string[]; namespace: string; key: string; source: string }> = [
  { values: ALL_CATEGORIES, namespace: 'article', key: 'categories', source: 'src/content/vocabulary/topics.ts' },
  { values: TEAM_CODES, namespace: 'careers', key: 'teams', source: 'src/content/jobs/team-codes.ts' },
  { values: COUNTRY_CODES, namespace: 'careers', key: 'countries', source: 'src/content/jobs/job-region.ts' },
];

/**
 * The labels of en must name exactly the values of each closed list: a topic added to the list
 * needs its label, and a label without a value is a topic no entry can use. One line per problem.
 */
export function checkVocabularyLabels(localesDir: string): string[] {
  const en = readLocaleFolder(localesDir, 'en');
  const problems: string[] = [];
  for (const { values, namespace, key, source } of LABELLED) {
    const group = en[namespace]?.[key];
    const labels = group && typeof group === 'object' ? Object.keys(group as Messages) : [];
    for (const value of values) {
      if (!labels.includes(value)) problems.push(`en/${namespace}.json: missing key "${key}.${value}" (the label of "${value}", listed in ${source})`);
    }
    for (const label of labels) {
      if (!values.includes(label)) problems.push(`en/${namespace}.json: key "${key}.${label}" is not in ${source}; add it there or remove the label`);
    }
  }
  return problems;
}
