import { describe, expect, it } from 'vitest';
import type { ArticleCard } from '../../content/page-data/types';
import { listRecord } from '../../lib/listing/list-search';
import { queryListIndex, type ListPagefind } from './list-search-client';

const card = (n: number): ArticleCard => ({ id: `p${n}`, section: 'hub', title: `P${n}`, excerpt: '', date: `2025-01-${String(30 - n).padStart(2, '0')}`, image: null, categories: n % 3 ? ['events'] : ['research'], readingMinutes: 1, featured: false, lang: 'en' });

/** A stand-in index of 20 records (rank n = card n) that records which cards were read. */
function fakeIndex() {
  const records = Array.from({ length: 20 }, (_, n) => listRecord(card(n), n, 'en'));
  const read: string[] = [];
  const asked: unknown[] = [];
  const pagefind: ListPagefind = {
    init: async () => undefined,
    destroy: async () => undefined,
    search: async (_term, options) => {
      asked.push(options);
      const category = options.filters?.category;
      const key = Object.keys(options.sort ?? {})[0]!;
      const matching = records.filter((r) => !category || r.filters.category!.includes(category));
      matching.sort((a, b) => a.sort[key]!.localeCompare(b.sort[key]!) * (options.sort![key] === 'asc' ? 1 : -1));
      return { results: matching.map((r) => ({ id: r.url, data: async () => (read.push(r.url), { meta: r.meta }) })) };
    },
  };
  return { pagefind, read, asked };
}

describe('queryListIndex', () => {
  it('asks for every match by filter and sort, and reads only the shown page of cards', async () => {
    const { pagefind, read, asked } = fakeIndex();
    const view = await queryListIndex(pagefind, { sort: 'desc', category: 'all', page: 2 });
    expect(asked).toEqual([{ filters: {}, sort: { rank: 'asc' } }]);
    expect(view).toMatchObject({ total: 20, pages: 4, page: 2 });
    expect(view.items.map((c) => c.id)).toEqual(['p6', 'p7', 'p8', 'p9', 'p10', 'p11']);
    expect(read).toEqual(['/hub/p6', '/hub/p7', '/hub/p8', '/hub/p9', '/hub/p10', '/hub/p11']);
  });
  it('filters by one category, oldest first, and clamps a page past the end', async () => {
    const { pagefind, asked } = fakeIndex();
    const view = await queryListIndex(pagefind, { sort: 'asc', category: 'research', page: 9 });
    expect(asked).toEqual([{ filters: { category: 'research' }, sort: { rank: 'desc' } }]);
    expect(view).toMatchObject({ total: 7, pages: 2, page: 2 });
    expect(view.items.map((c) => c.id)).toEqual(['p0']);
  });
  it('an empty answer is one empty page', async () => {
    const { pagefind } = fakeIndex();
    expect(await queryListIndex(pagefind, { sort: 'desc', category: 'nothing', page: 1 })).toEqual({ total: 0, pages: 1, page: 1, items: [] });
  });
  it('fails on a damaged card instead of showing a page with a hole', async () => {
    const { pagefind } = fakeIndex();
    const search = pagefind.search;
    pagefind.search = async (term, options) => {
      const found = await search(term, options);
      return { results: found!.results.map((r, i) => (i === 0 ? { ...r, data: async () => ({ meta: { card: '{' } }) } : r)) };
    };
    await expect(queryListIndex(pagefind, { sort: 'desc', category: 'all', page: 1 })).rejects.toThrow(/not a card/);
  });
});
