import { describe, expect, it } from 'vitest';
import type { ArticleCard } from './types';
import { USE_CASE_TOPICS, cappedUseCases, groupUseCases, showableUseCases } from './use-case-lists';

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
  it('sends the page only what it can show, which filters exactly like the whole list', () => {
    const many = Array.from({ length: 60 }, (_, i) => uc(`u${i}`, [USE_CASE_TOPICS[i % 4] ?? 'defense'], i % 7 === 0));
    const sent = showableUseCases(many);
    expect(sent.length).toBeLessThanOrEqual(40);
    for (const topic of [undefined, ...USE_CASE_TOPICS]) expect(cappedUseCases(sent, topic)).toEqual(cappedUseCases(many, topic));
  });
});
