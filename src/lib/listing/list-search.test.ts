import { describe, expect, it } from 'vitest';
import type { ArticleCard } from '../../content/page-data/types';
import { cardFromMeta, listRecord, listSearchLanguage, listSearchUrl, listSort } from './list-search';

const card: ArticleCard = { id: 'a', section: 'hub', title: 'A', excerpt: 'x', date: '2025-01-01', image: '/media/a.png', imageHash: 'h1', categories: ['research', 'events'], readingMinutes: 2, featured: false, lang: 'en' };

describe('list search index', () => {
  it('has one index per list, read in the page language; British English reads the English records', () => {
    expect(listSearchUrl('newsroom')).toBe('/pagefind-lists/newsroom/pagefind.js');
    expect(listSearchLanguage('uk')).toBe('en');
    expect(listSearchLanguage('lu')).toBe('lb');
    expect(listSearchLanguage('fr')).toBe('fr');
  });
  it('makes a record of a card: its categories the filter, its place the sort key, the card whole in its metadata', () => {
    const record = listRecord(card, 12, 'lu');
    expect(record).toMatchObject({ url: '/lu/hub/a', language: 'lb', filters: { category: ['research', 'events'] }, sort: { rank: '000012' } });
    expect(cardFromMeta(record.meta)).toEqual(card);
  });
  it('sorts newest first by rank up and oldest first by rank down', () => {
    expect(listSort('desc')).toEqual({ rank: 'asc' });
    expect(listSort('asc')).toEqual({ rank: 'desc' });
  });
  it('reads no card from metadata that is not one', () => {
    expect(cardFromMeta({})).toBeNull();
    expect(cardFromMeta({ card: '{' })).toBeNull();
    expect(cardFromMeta({ card: JSON.stringify({ ...card, categories: [1] }) })).toBeNull();
  });
});
