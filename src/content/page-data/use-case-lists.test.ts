import { describe, expect, it } from 'vitest';
import type { ArticleCard } from './types';
import { cappedUseCases, groupUseCases } from './use-case-lists';

const uc = (id: string, categories: string[], featured = false): ArticleCard => ({
  id, section: 'use-cases', title: id, excerpt: '', date: '2025-01-01', image: null, categories, readingMinutes: 3, featured, lang: 'en',
});
const list = [
  uc('a', ['defense']), uc('b', ['corporate'], true), uc('c', []), uc('d', ['defense', 'corporate']),
  uc('e', ['public-safety']), uc('f', ['defense'], true), uc('g', ['defense']), uc('h', ['defense']), uc('i', ['defense']), uc('j', ['defense']),
];

describe('use case lists', () => {
  it('caps at 8 with featured first, and filters by topic', () => {
    expect(cappedUseCases(list).map((u) => u.id)).toEqual(['b', 'f', 'a', 'c', 'd', 'e', 'g', 'h']);
    expect(cappedUseCases(list, 'corporate').map((u) => u.id)).toEqual(['b', 'd']);
  });
  it('groups non-featured entries by first category, falling back to all', () => {
    const { featured, groups } = groupUseCases(list, null);
    expect(featured.map((u) => u.id)).toEqual(['b', 'f']);
    expect(groups.map((g) => [g.key, g.items.map((u) => u.id)])).toEqual([
      ['defense', ['a', 'd', 'g', 'h', 'i', 'j']],
      ['all', ['c']],
      ['public-safety', ['e']],
    ]);
  });
  it('filters every section by topic and reports an empty topic', () => {
    expect(groupUseCases(list, 'corporate').groups.map((g) => g.key)).toEqual(['defense']);
    expect(groupUseCases(list, 'national-security').total).toBe(0);
  });
});
