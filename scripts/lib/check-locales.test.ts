import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/i18n/locales';
import { checkLocales } from './check-locales';

function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'quorvia-locales-'));
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), JSON.stringify(data));
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
    expect(checkLocales(dir, LOCALES)).toEqual(['fr/common.json: missing key "nav.solution"']);
  });
  it('fails when a language has a key en lacks, including in uk', () => {
    const dir = folder(complete({ 'es/common.json': { ...en, extra: 'x' }, 'uk/common.json': { nav: { shop: 'Shop' } } }));
    expect(checkLocales(dir, LOCALES)).toEqual([
      'uk/common.json: key "nav.shop" does not exist in en',
      'es/common.json: key "extra" does not exist in en',
    ]);
  });
  it('fails on a missing language folder or a changed placeholder', () => {
    const files = complete({ 'lu/common.json': { ...en, footer: { copyright: '© {{jahr}} Quorvia' } } });
    delete (files as Record<string, unknown>)['pt/common.json'];
    expect(checkLocales(folder(files), LOCALES)).toEqual([
      'pt: folder locales/pt is missing',
      'lu/common.json: key "footer.copyright" must use the placeholders of en (year)',
    ]);
  });
  it('expects the plural forms of each language, not those of en', () => {
    const enPlural = { jobs_one: '{{count}} job', jobs_other: '{{count}} jobs' };
    const romance = { jobs_one: '{{count}} poste', jobs_many: '{{count}} postes', jobs_other: '{{count}} postes' };
    const ok = { 'en/c.json': enPlural, 'uk/c.json': {}, 'fr/c.json': romance, 'es/c.json': romance, 'pt/c.json': romance, 'lu/c.json': enPlural };
    expect(checkLocales(folder(ok), LOCALES)).toEqual([]);
    const missing = folder({ ...ok, 'fr/c.json': enPlural, 'lu/c.json': romance });
    expect(checkLocales(missing, LOCALES)).toEqual(['fr/c.json: missing key "jobs_many"', 'lu/c.json: key "jobs_many" does not exist in en']);
  });
  it('fails on a counting string without plural forms ("1 articles")', () => {
    const counted = { results: '{{count}} articles' };
    const dir = folder({ 'en/c.json': counted, 'uk/c.json': {}, 'fr/c.json': counted, 'es/c.json': counted, 'pt/c.json': counted, 'lu/c.json': counted });
    expect(checkLocales(dir, LOCALES)).toEqual(['en/c.json: key "results" counts ({{count}}) but has no plural forms: write results_one and results_other']);
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
      'pt/gated/brand.json: missing key "lock.title"',
      'lu/gated: folder locales/lu/gated is missing',
    ]);
  });
});
