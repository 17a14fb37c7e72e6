import { describe, expect, it } from 'vitest';
import { listFromIndex } from '../../components/article-listing/list-articles';
import { toCard } from './cards';
import { listingPage, listPageCount } from './listing-pages';

const entries = Array.from({ length: 20 }, (_, i) => ({
  id: `post-${String(i).padStart(2, '0')}`,
  title: `Post ${i}`,
  excerpt: 'Text.',
  // Two posts a day, so ties are broken by id as everywhere else.
  date: `2025-03-${String(1 + Math.floor(i / 2)).padStart(2, '0')}`,
  categories: [i % 3 ? 'research' : 'events'],
}));
const cardOf = (entry: (typeof entries)[number]) => toCard('hub', entry);

describe('listing pages at build', () => {
  it('holds only its own six cards, the hero on every hub page, and what the controls need', () => {
    expect(listPageCount(entries, true)).toBe(4);
    const first = listingPage(entries, undefined, cardOf, { withHero: true });
    expect(first).toMatchObject({ page: 1, pages: 4, total: 19, categories: ['events', 'research'] });
    expect(first?.hero?.id).toBe('post-18');
    expect(first?.cards).toHaveLength(6);
    const last = listingPage(entries, '4', cardOf, { withHero: true });
    expect(last?.cards.map((c) => c.id)).toEqual(['post-01']);
    expect(last?.hero?.id).toBe('post-18');
  });
  it('shows each page exactly as the browser would from the full index', () => {
    const cards = entries.map(cardOf);
    for (let page = 1; page <= 4; page += 1) {
      const built = listingPage(entries, page === 1 ? undefined : String(page), cardOf, { withHero: true });
      const fromIndex = listFromIndex(cards, { sort: 'desc', category: 'all', page }, true);
      expect(built?.cards).toEqual(fromIndex.items);
      expect(built?.hero).toEqual(fromIndex.hero);
    }
    const news = listingPage(entries, '2', (e) => toCard('newsroom', e), { withHero: false });
    expect(news?.hero).toBeNull();
    expect(news?.cards.map((c) => c.id)).toEqual(listFromIndex(entries.map((e) => toCard('newsroom', e)), { sort: 'desc', category: 'all', page: 2 }, false).items.map((c) => c.id));
  });
  it('has no page past the last, no /page/1 and none for words', () => {
    for (const param of ['5', '1', 'two', '0']) expect(listingPage(entries, param, cardOf, { withHero: true })).toBeNull();
    expect(listingPage([], undefined, cardOf, { withHero: true })).toMatchObject({ hero: null, cards: [], pages: 1, total: 0 });
  });
});
