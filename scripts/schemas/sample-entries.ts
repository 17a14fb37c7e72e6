/**
 * Valid entries of the content files, one of each kind, that the loaders' tests
 * (src/content/load-content.test.ts) and the JSON Schema test (broken-fixtures.ts) break one
 * field of: both sides then test the same entry, and a change of a kind's fields is made once.
 */
export const samplePost = { id: 'p1', title: 'A post', excerpt: 'Short.', categories: ['research'], date: '2025-01-02' };

export const samplePerson = { id: 'ana', title: 'Ana', text: 'CEO', description: 'Bio.', downloads: [{ file: 'ana.jpg' }] };

export const sampleJob = {
  referencenumber: 'QV-2',
  title: 'Engineer',
  description: 'PHA+SGk8L3A+',
  city: 'Luxembourg',
  country: 'Luxembourg',
  team_code: 'eng',
  date: { valid: true, posted: '2025-01-01' },
};
