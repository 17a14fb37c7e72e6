import { describe, expect, it } from 'vitest';
import { summarize, type PageResult } from './summarize';

const result = (over: Partial<PageResult['scores']> = {}, cls = 0): PageResult => ({
  path: '/hub',
  scores: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, ...over },
  metrics: { fcp: 900, lcp: 1500, tbt: 20, cls, bytes: 250_000 },
  failing: ['unused-javascript'],
});

describe('lighthouse summary', () => {
  it('passes a page on target and tabulates it', () => {
    const { table, misses } = summarize([result()]);
    expect(misses).toEqual([]);
    expect(table.split('\n')[2]).toMatch(/^\/hub\s+98\s+100\s+100\s+100\s+900\s+1500\s+20\s+0\.000\s+244$/);
  });
  it('names each missed target with the audits to look at', () => {
    expect(summarize([result({ performance: 90, seo: 92 }, 0.02)]).misses).toEqual([
      '/hub: performance 90 below 95 (failing audits: unused-javascript)',
      '/hub: seo 92 below 100 (failing audits: unused-javascript)',
      '/hub: CLS 0.020 above 0',
    ]);
  });
});
