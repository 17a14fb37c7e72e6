import { describe, expect, it } from 'vitest';
import type { ArticleCard } from '../../content/page-data/types';
import { LIST_PAGE_SIZE } from '../../lib/listing/list-pages';
import { listArticles, listFromIndex } from './list-articles';

const card = (id: string, date: string, categories: string[]): ArticleCard => ({
  id,
  section: 'newsroom',
  lang: 'en',
  title: id,
  excerpt: '',
  date,
  image: null,
  categories,
  readingMinutes: 1,
  featured: false,
});

const news = [
  card('b', '2025-02-01', ['press-release']),
  card('a', '2025-02-01', ['award']),
  card('c', '2024-01-01', ['press-release', 'funding']),
  ...Array.from({ length: 5 }, (_, i) => card(`old${i}`, `2020-01-0${i + 1}`, ['press-release'])),
];

describe('listArticles (newsroom)', () => {
  it('keeps every article in the list, newest first, ties in id order', () => {
    const list = listArticles(news, { sort: 'desc', category: 'all', page: 1 });
    expect(list.total).toBe(8);
    expect(list.pages).toBe(2);
    expect(list.items.map((c) => c.id)).toEqual(['a', 'b', 'c', 'old4', 'old3', 'old2']);
    expect(list.categories).toEqual(['award', 'funding', 'press-release']);
  });
  it('reverses for oldest first and clamps pages that do not exist', () => {
    expect(listArticles(news, { sort: 'asc', category: 'all', page: 1 }).items[0]?.id).toBe('old0');
    expect(listArticles(news, { sort: 'desc', category: 'all', page: 40 }).page).toBe(2);
    expect(listArticles(news, { sort: 'desc', category: 'all', page: Number.NaN }).page).toBe(1);
  });
  it('a category with one page of results has a single page; an unknown one has none but still one page', () => {
    expect(listArticles(news, { sort: 'desc', category: 'award', page: 1 })).toMatchObject({ total: 1, pages: 1 });
    expect(listArticles(news, { sort: 'desc', category: 'nothing', page: 1 })).toMatchObject({ total: 0, pages: 1, items: [] });
  });
});

const posts: ArticleCard[] = Array.from({ length: 14 }, (_, i) => ({
  ...card(`p${i + 1}`, `2025-01-${String(i + 1).padStart(2, '0')}`, i % 2 ? ['events'] : ['research']),
  section: 'hub' as const,
}));

describe('listFromIndex (hub)', () => {
  it('takes the newest post as the hero and leaves it out of the grid', () => {
    const listing = listFromIndex(posts, { sort: 'desc', category: 'all', page: 1 }, true);
    expect(listing.hero?.id).toBe('p14');
    expect(listing.items.map((p) => p.id)).not.toContain('p14');
    expect(listing.total).toBe(13);
  });
  it('pages by 6, newest first by default, oldest first on request', () => {
    expect(LIST_PAGE_SIZE).toBe(6);
    expect(listFromIndex(posts, { sort: 'desc', category: 'all', page: 1 }, true).items.map((p) => p.id)).toEqual(['p13', 'p12', 'p11', 'p10', 'p9', 'p8']);
    expect(listFromIndex(posts, { sort: 'desc', category: 'all', page: 3 }, true).items.map((p) => p.id)).toEqual(['p1']);
    expect(listFromIndex(posts, { sort: 'asc', category: 'all', page: 1 }, true).items[0]?.id).toBe('p1');
    expect(listFromIndex(posts, { sort: 'desc', category: 'all', page: 1 }, true).pages).toBe(3);
  });
  it('filters by one category and clamps the page', () => {
    const listing = listFromIndex(posts, { sort: 'desc', category: 'events', page: 9 }, true);
    expect(listing.items.every((p) => p.categories.includes('events'))).toBe(true);
    expect(listing.page).toBe(listing.pages);
    expect(listing.categories).toEqual(['events', 'research']);
  });
});
