/**
 * Broken entries the loaders' tests feed to zod (src/content/load-content.test.ts,
 * src/content/translations.test.ts), restated as whole files, for the JSON Schema test; the valid
 * entries they break are shared with the loaders' test (sample-entries.ts). The
 * bad-input gate's files (scripts/gates/fixtures/broken-content/) are read from disk by the test.
 */
import { sampleJob as job, samplePerson as person, samplePost as post } from './sample-entries';

export interface BrokenFixture {
  /** Where the fixture comes from and what it breaks. */
  name: string;
  /** Path relative to content/, which picks the schema. */
  file: string;
  data: unknown;
}

const translated = { id: 'p', title: 'English title', description: '<p>English body</p>', date: '2025-01-01' };

const goodResult = { value: 62, unit: 'percent', measure: 'less time to first lead', timeframe: { count: 6, unit: 'months' } };
const withOutcome = (outcome: object) => [
  { id: 'u', title: 'A use case', excerpt: 'Short.', categories: ['defense'], date: '2025-01-02', outcome: { team: 'A team', screen: 'browse', results: [goodResult, goodResult], quote: { text: 'Q', role: 'Head of OSINT', organisation: 'a police force' }, ...outcome } },
];

export const BROKEN_FIXTURES: BrokenFixture[] = [
  {
    name: 'load-content: legal document with a bad date and an empty list',
    file: 'legal/dpa.json',
    data: { title: 'DPA', summary: 'x', effective: 'soon', updated: null, sections: [{ id: 'a', heading: 'A', blocks: [{ list: [] }] }] },
  },
  { name: 'load-content: press photo file name with a space and capitals', file: 'brand/press-photos.json', data: [person, { ...person, id: 'bo', downloads: [{ file: 'Bo Photo.JPG' }] }] },
  { name: 'load-content: date in words', file: 'posts/blog.json', data: [post, { ...post, id: 'p2', date: 'last Tuesday' }] },
  { name: 'load-content: missing title', file: 'posts/blog.json', data: [{ ...post, title: undefined }] },
  { name: 'load-content: categories as text', file: 'posts/blog.json', data: [{ ...post, categories: 'research' }] },
  { name: 'load-content: unknown team code', file: 'jobs/jobs.json', data: { 'QV-2': { ...job, team_code: 'xyz' } } },
  { name: 'outcome-schema: misspelt unit', file: 'posts/usecases.json', data: withOutcome({ results: [{ ...goodResult, unit: 'percents' }, goodResult] }) },
  { name: 'outcome-schema: value with its unit', file: 'posts/usecases.json', data: withOutcome({ results: [{ ...goodResult, value: '62%' }, goodResult] }) },
  { name: 'outcome-schema: a single result', file: 'posts/usecases.json', data: withOutcome({ results: [goodResult] }) },
  { name: 'outcome-schema: a named person', file: 'posts/usecases.json', data: withOutcome({ quote: { text: 'Q', role: 'r', organisation: 'o', name: 'Jane Doe' } }) },
  { name: 'load-content: id with a space', file: 'posts/blog.json', data: [post, { ...post, id: 'has space' }] },
  { name: 'translations: unknown language', file: 'posts/blog.json', data: [{ ...translated, translations: { de: { title: 'Titel' } } }] },
  { name: 'translations: blank title', file: 'posts/blog.json', data: [{ ...translated, translations: { fr: { title: ' ', description: '<p>x</p>' } } }] },
  { name: 'translations: unknown field', file: 'posts/blog.json', data: [{ ...translated, translations: { fr: { title: 'Titre', summary: 'x', description: '<p>x</p>' } } }] },
  { name: 'translations: not an object', file: 'posts/blog.json', data: [{ ...translated, translations: 'fr' }] },
  { name: 'translations: body missing where the original has one', file: 'posts/blog.json', data: [{ ...translated, translations: { pt: { title: 'Título', excerpt: 'Resumo' } } }] },
  {
    name: 'translations: newsroom body missing where the original has one',
    file: 'posts/newsroom.json',
    data: [{ id: 'n', title: 'T', date: '2025-01-01', description: 'PHA+eDwvcD4=', translations: { es: { title: 'T' } } }],
  },
];

/**
 * Entries zod rejects whose rule JSON Schema cannot state; the editor accepts them and the build
 * names them. A test keeps this list true: should the JSON Schema learn one, the test says so.
 */
export const BEYOND_JSON_SCHEMA: Array<BrokenFixture & { reason: string }> = [
  {
    name: 'legal section ids used twice',
    file: 'legal/dpa.json',
    data: { title: 'DPA', summary: 'x', effective: null, updated: null, sections: [{ id: 'a', heading: 'A', blocks: ['x'] }, { id: 'a', heading: 'B', blocks: ['y'] }] },
    reason: 'uniqueness of one field across list items (uniqueItems compares whole items)',
  },
  {
    name: 'a time of 24:30',
    file: 'posts/blog.json',
    data: [{ ...post, date: '2025-01-01T24:30' }],
    reason: 'Date.parse accepts 24:00 only; the pattern keeps each part in range but not this combination',
  },
];
