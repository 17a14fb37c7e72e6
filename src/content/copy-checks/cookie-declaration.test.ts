import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalSchema, type LegalDocument } from '../legal/legal-schema';
import { TRANSLATABLE_LOCALES } from '../translations';
import { storageWrites } from './storage-keys';

/**
 * The cookie declaration must say what the code does: every key the site writes to the browser's
 * storage is named in every language, and it claims no cookie the site does not set.
 */
const document = legalSchema.parse(JSON.parse(readFileSync('content/legal/cookies.json', 'utf8')));

function textOf(sections: LegalDocument['sections']): string {
  return sections.flatMap((section) => [section.heading, ...section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list))]).join('\n');
}

const languages: Array<[string, string]> = [
  ['en', textOf(document.sections)],
  ...TRANSLATABLE_LOCALES.map((key): [string, string] => [key, textOf(document.translations?.[key]?.sections ?? [])]),
];
const writes = storageWrites();

describe('the cookie declaration describes what the site stores', () => {
  it('finds the storage the site writes (the scan itself works)', () => {
    expect(writes.map((write) => write.key)).toEqual(expect.arrayContaining(['i18nextLng', 'quorvia:location-banner-dismissed']));
    for (const write of writes) expect(write.key, write.file).toMatch(/^[\w:.-]+$/);
  });

  it('the site sets no cookie of its own', () => {
    expect(writes.filter((write) => write.area === 'cookie')).toEqual([]);
  });

  for (const [language, text] of languages) {
    it(`${language}: is written in that language and names every storage key with its kind of storage`, () => {
      expect(text.length, 'a translation of the declaration').toBeGreaterThan(1000);
      for (const write of writes) {
        const line = text.split('\n').find((entry) => entry.startsWith(write.key));
        expect(line, `${write.key} (${write.file})`).toBeDefined();
        expect(line).toMatch(write.area === 'localStorage' ? /\((?:local storage|stockage local|almacenamiento local|armazenamento local|lokale Späicher)\)/ : /\((?:session storage|stockage de session|almacenamiento de sesión|armazenamento de sessão|Sessiounsspäicher)\)/);
      }
    });

    it(`${language}: claims no i18next cookie, consent banner settings or footer cookie settings`, () => {
      expect(text).not.toMatch(/\bi18next\b(?!Lng)/);
      expect(text).not.toMatch(/cookie settings|consent tool|paramètres des cookies|configuración de cookies|definições de cookies|Cookie-Astellungen/i);
    });
  }
});
