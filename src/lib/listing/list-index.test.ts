import { describe, expect, it } from 'vitest';
import { listIndexPath, parseListIndex } from './list-index';

const card = { id: 'a', section: 'hub', title: 'A', excerpt: 'x', date: '2025-01-01', image: null, categories: ['research'], readingMinutes: 2, featured: false, lang: 'en' };

describe('list index', () => {
  it('names one file per list and text language; British English reads the English one', () => {
    expect(listIndexPath('hub', 'fr')).toBe('/assets/lists/hub.fr.json');
    expect(listIndexPath('newsroom', 'uk')).toBe('/assets/lists/newsroom.en.json');
  });
  it('keeps the cards of a file and drops what is not a card', () => {
    expect(parseListIndex({ cards: [card, { id: 3 }, null, { ...card, categories: [1] }] })).toEqual([card]);
    expect(parseListIndex({ cards: 'x' })).toBeNull();
    expect(parseListIndex(null)).toBeNull();
    expect(parseListIndex('<html>')).toBeNull();
  });
});
