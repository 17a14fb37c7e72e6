import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/i18n/locales';
import { formatProblem } from '../../src/content/content-error';
import { checkLocaleFiles, checkLocales } from './check-locales';

/** Writes each file as JSON, or a string as it is (a broken file). */
function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'quorvia-locales-'));
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), typeof data === 'string' ? data : JSON.stringify(data));
  }
  return dir;
}

const en = { nav: { hub: 'Hub', solution: 'Solution' }, footer: { copyright: '© {{year}} Quorvia' } };
const complete = (overrides: Record<string, unknown> = {}) => ({
  'en/common.json': en,
  'uk/common.json': { nav: { hub: 'The Hub' } },
  'fr/common.json': en,
  'es/common.json': en,
  'pt/common.json': en,
  'lu/common.json': en,
  ...overrides,
});

describe('checkLocales', () => {
  it('passes when every full set matches en and uk only overrides', () => {
    expect(checkLocales(folder(complete()), LOCALES)).toEqual([]);
  });
  it('fails when a full-set language lacks a key of en', () => {
    const dir = folder(complete({ 'fr/common.json': { nav: { hub: 'Hub' }, footer: en.footer } }));
    expect(checkLocales(dir, LOCALES)).toEqual(['fr/common.json at nav.solution: missing key: en has it, translate it here']);
  });
  it('fails when a language has a key en lacks, including in uk', () => {
    const dir = folder(complete({ 'es/common.json': { ...en, extra: 'x' }, 'uk/common.json': { nav: { shop: 'Shop' } } }));
    expect(checkLocales(dir, LOCALES)).toEqual([
      'uk/common.json at nav.shop: key does not exist in en: remove it, or add it to en first',
      'es/common.json at extra: key does not exist in en: remove it, or add it to en first',
    ]);
  });
  it('fails on a missing language folder or a changed placeholder', () => {
    const files = complete({ 'lu/common.json': { ...en, footer: { copyright: '© {{jahr}} Quorvia' } } });
    delete (files as Record<string, unknown>)['pt/common.json'];
    expect(checkLocales(folder(files), LOCALES)).toEqual([
      'pt: folder locales/pt is missing',
      'lu/common.json at footer.copyright: must use the placeholders of en: {{year}} (this text has {{jahr}})',
    ]);
  });
  it('expects the plural forms of each language, not those of en', () => {
    const enPlural = { jobs_one: '{{count}} job', jobs_other: '{{count}} jobs' };
    const romance = { jobs_one: '{{count}} poste', jobs_many: '{{count}} postes', jobs_other: '{{count}} postes' };
    const ok = { 'en/c.json': enPlural, 'uk/c.json': {}, 'fr/c.json': romance, 'es/c.json': romance, 'pt/c.json': romance, 'lu/c.json': enPlural };
    expect(checkLocales(folder(ok), LOCALES)).toEqual([]);
    const missing = folder({ ...ok, 'fr/c.json': enPlural, 'lu/c.json': romance });
    expect(checkLocales(missing, LOCALES)).toEqual(['fr/c.json at jobs_many: missing key: en has it, translate it here', 'lu/c.json at jobs_many: key does not exist in en: remove it, or add it to en first']);
  });
  it('fails on a counting string without plural forms ("1 articles")', () => {
    const counted = { results: '{{count}} articles' };
    const dir = folder({ 'en/c.json': counted, 'uk/c.json': {}, 'fr/c.json': counted, 'es/c.json': counted, 'pt/c.json': counted, 'lu/c.json': counted });
    expect(checkLocales(dir, LOCALES)).toEqual(['en/c.json at results: counts ({{count}}) but has no plural forms: write results_one and results_other']);
  });
  it('checks the gated subfolder of every language the same way; uk may leave it out', () => {
    const gated = { lock: { title: 'Clear zone' } };
    const files = complete({
      'en/gated/brand.json': gated,
      'fr/gated/brand.json': gated,
      'es/gated/brand.json': gated,
      'pt/gated/brand.json': { lock: {} },
    });
    expect(checkLocales(folder(files), LOCALES, 'gated')).toEqual([
      'pt/gated/brand.json at lock.title: missing key: en has it, translate it here',
      'lu/gated: folder locales/lu/gated is missing',
    ]);
  });
});

describe('checkLocaleFiles', () => {
  it('finds nothing in the committed locale files', () => {
    expect(checkLocaleFiles('locales')).toEqual({ errors: [], warnings: [] });
  });
  it('stops on a syntax error at its line and column, and reports nothing else about that file', () => {
    const dir = folder(complete({ 'fr/common.json': '{\n  "nav": { "hub": "Hub", "solution": "Solution", },\n  "footer": { "copyright": "© {{year}} Quorvia" }\n}' }));
    expect(checkLocaleFiles(dir)).toMatchObject({
      errors: [{ file: 'fr/common.json', path: '', message: 'not valid JSON: trailing comma: remove the , after the last entry (line 2, column 48)', severity: 'error' }],
      warnings: [],
    });
  });
  it('stops on a file that is not an object and on a value that is not text, naming its key', () => {
    const dir = folder(complete({ 'es/common.json': '["Hub"]', 'pt/common.json': { ...en, nav: { hub: 42, solution: null } } }));
    const { errors } = checkLocaleFiles(dir);
    expect(errors.map(formatProblem)).toEqual([
      'es/common.json: must be an object of named texts ({ "key": "text" }), not a list',
      'pt/common.json at nav.hub: must be text in double quotes (found a number)',
      'pt/common.json at nav.solution: must be text in double quotes (found null)',
    ]);
  });
  it('stops on a placeholder unlike English; a missing key is a warning', () => {
    const dir = folder(complete({ 'lu/common.json': { nav: { hub: 'Hub' }, footer: { copyright: '© Quorvia' } } }));
    const { errors, warnings } = checkLocaleFiles(dir);
    expect(errors.map(formatProblem)).toEqual(['lu/common.json at footer.copyright: must use the placeholders of en: {{year}} (this text has none)']);
    expect(warnings.map(formatProblem)).toEqual(['lu/common.json at nav.solution: missing key: en has it, translate it here']);
  });
  it('stops on text where en has a group of keys, and on a group where en has text', () => {
    const dir = folder(complete({ 'fr/common.json': { nav: 'Navigation', footer: { copyright: { text: '© {{year}}' } } } }));
    const { errors } = checkLocaleFiles(dir);
    expect(errors.map(formatProblem)).toEqual([
      'fr/common.json at nav: must be a group of keys, as in en, not text',
      'fr/common.json at footer.copyright: must be text, as in en, not a group of keys',
    ]);
  });
  it('accepts a byte order mark with a warning', () => {
    const dir = folder(complete({ 'fr/common.json': `\uFEFF${JSON.stringify(en)}` }));
    expect(checkLocaleFiles(dir)).toMatchObject({ errors: [], warnings: [{ file: 'fr/common.json', message: expect.stringMatching(/byte order mark/) }] });
  });
});
