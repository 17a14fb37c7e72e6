import { describe, expect, it } from 'vitest';
import { searchMetaTags, searchTypeOf } from './search-entry';

describe('searchTypeOf', () => {
  it('types item pages by their route and other pages as page', () => {
    expect(searchTypeOf({ path: '/hub/some-post' })).toBe('post');
    expect(searchTypeOf({ path: '/use-cases/x' })).toBe('use-case');
    expect(searchTypeOf({ path: '/brand/newsroom/x' })).toBe('newsroom');
    expect(searchTypeOf({ path: '/careers/job/QV-1' })).toBe('job');
    expect(searchTypeOf({ path: '/legal/privacy' })).toBe('legal');
    expect(searchTypeOf({ path: '/legal/product/tos' })).toBe('legal');
    expect(searchTypeOf({ path: '/solution' })).toBe('page');
    expect(searchTypeOf({ path: '/hub' })).toBe('page');
  });

  it('leaves out later list pages, aliases, the gated and auxiliary pages, and opted-out items', () => {
    for (const path of ['/hub/page/2', '/brand/newsroom/page/3', '/assets/oembed', '/ex', '/brand/assets', '/brand/guidelines', '/search', '/404', '/msft-marketplace/thank-you']) {
      expect(searchTypeOf({ path }), path).toBeNull();
    }
    expect(searchTypeOf({ path: '/industries/defence', canonicalPath: '/industries/defense' })).toBeNull();
    expect(searchTypeOf({ path: '/hub/x', search: false })).toBeNull();
    expect(searchTypeOf({ path: '/nowhere' })).toBeNull();
  });
});

describe('searchMetaTags', () => {
  it('gives type and each topic as filters and the date as sort key', () => {
    expect(searchMetaTags({ path: '/hub/x', search: { topics: ['research', 'a,b:c', 'research'] }, contentDate: '2025-03-14T09:30:00Z' })).toEqual([
      { name: 'search-type', content: 'post', 'data-pagefind-filter': 'type[content]', 'data-pagefind-sort': 'date:2025-03-14', 'data-pagefind-meta': 'date:2025-03-14' },
      { name: 'search-type-topic-1', content: 'research', 'data-pagefind-filter': 'topic[content]' },
      { name: 'search-type-topic-2', content: 'a,b:c', 'data-pagefind-filter': 'topic[content]' },
    ]);
    expect(searchMetaTags({ path: '/hub/page/2' })).toEqual([]);
  });
});
