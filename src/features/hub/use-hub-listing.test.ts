import { describe, expect, it } from 'vitest';
import type { ArticleCard } from '../../content/page-data/types';
import { HUB_PAGE_SIZE, hubListing } from './use-hub-listing';

const card = (id: string, date: string, categories: string[] = ['research']): ArticleCard => ({
  id,
  section: 'hub',
  lang: 'en',
  title: id,
  excerpt: '',
  date,
  image: null,
  categories,
  readingMinutes: 3,
  featured: false,
});

const posts = Array.from({ length: 14 }, (_, i) => card(`p${i + 1}`, `2025-01-${String(i + 1).padStart(2, '0')}`, i % 2 ? ['events'] : ['research']));

describe('hubListing', () => {
  it('takes the newest post as the hero and leaves it out of the grid', () => {
    const listing = hubListing(posts, 'desc', 'all', 1);
    expect(listing.hero?.id).toBe('p14');
    expect(listing.items.map((p) => p.id)).not.toContain('p14');
    expect(listing.total).toBe(13);
  });
  it('pages by 6, newest first by default, oldest first on request', () => {
    expect(HUB_PAGE_SIZE).toBe(6);
    expect(hubListing(posts, 'desc', 'all', 1).items.map((p) => p.id)).toEqual(['p13', 'p12', 'p11', 'p10', 'p9', 'p8']);
    expect(hubListing(posts, 'desc', 'all', 3).items.map((p) => p.id)).toEqual(['p1']);
    expect(hubListing(posts, 'asc', 'all', 1).items[0]?.id).toBe('p1');
    expect(hubListing(posts, 'desc', 'all', 1).pages).toBe(3);
  });
  it('filters by one category and clamps the page', () => {
    const listing = hubListing(posts, 'desc', 'events', 9);
    expect(listing.items.every((p) => p.categories.includes('events'))).toBe(true);
    expect(listing.page).toBe(listing.pages);
    expect(listing.categories).toEqual(['events', 'research']);
  });
});
