import { describe, expect, it } from 'vitest';
import { cardFromMeta } from '../../src/lib/listing/list-search';
import { listRecords } from './list-search-index';

type Entry = Parameters<typeof listRecords>[1][number];
const entry = (id: string, date: string, extra: Partial<Entry> = {}): Entry =>
  ({ id, title: `Title ${id}`, excerpt: 'x'.repeat(400), date, categories: ['research'], ...extra }) as Entry;

const entries = [
  entry('b', '2025-03-01', { translations: { fr: { title: 'Titre b', excerpt: 'Résumé' } } } as Partial<Entry>),
  entry('newest', '2025-05-01'),
  entry('a', '2025-03-01'),
  entry('old', '2024-01-01', { search: false } as Partial<Entry>),
];

describe('listRecords', () => {
  it('the hub: the grid without its hero, newest first (ties by id), ranked in that order, in every page language', () => {
    const records = listRecords('hub', entries);
    const en = records.filter((r) => r.language === 'en');
    expect(en.map((r) => [cardFromMeta(r.meta)?.id, r.sort.rank])).toEqual([
      ['a', '000000'],
      ['b', '000001'],
      ['old', '000002'],
    ]);
    expect([...new Set(records.map((r) => r.language))]).toEqual(['en', 'fr', 'es', 'pt', 'lb']);
    // Pagefind keeps one record per URL: each language's record has its own (the card's page there).
    expect(new Set(records.map((r) => r.url)).size).toBe(records.length);
    expect(records.filter((r) => r.language === 'lb')[0]?.url).toBe('/lu/hub/a');
  });
  it('cards carry the page language text where a translation exists, the grid excerpt length, and items kept out of site search', () => {
    const fr = listRecords('hub', entries).filter((r) => r.language === 'fr').map((r) => cardFromMeta(r.meta)!);
    expect(fr.find((c) => c.id === 'b')).toMatchObject({ title: 'Titre b', lang: 'fr' });
    expect(fr.find((c) => c.id === 'a')).toMatchObject({ title: 'Title a', lang: 'en' });
    expect(fr.every((c) => c.excerpt.length <= 150)).toBe(true);
    expect(fr.map((c) => c.id)).toContain('old');
  });
  it('the newsroom has no hero: every item is in its grid', () => {
    const en = listRecords('newsroom', entries).filter((r) => r.language === 'en');
    expect(en.map((r) => cardFromMeta(r.meta)?.id)).toEqual(['newest', 'a', 'b', 'old']);
  });
});
