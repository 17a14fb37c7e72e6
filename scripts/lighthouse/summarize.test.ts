import { describe, expect, it } from 'vitest';
import { median, medianRun, summarize, type RunResult } from './summarize';

const run = (performance: number, lcp: number, over: Partial<RunResult['scores']> = {}, failing: string[] = []): RunResult => ({
  scores: { performance, accessibility: 100, bestPractices: 100, seo: 100, ...over },
  metrics: { fcp: 900, lcp, tbt: 20, cls: 0, bytes: 250_000 },
  failing,
});

describe('lighthouse medians', () => {
  it('takes the middle value, ignoring runs without a number', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });
  it('takes each figure from its own median and keeps audits failing in most runs', () => {
    const m = medianRun([run(99, 1900, {}, ['a']), run(90, 2600, {}, ['a', 'b']), run(98, 1700)]);
    expect(m?.scores.performance).toBe(98);
    expect(m?.metrics.lcp).toBe(1900);
    expect(m?.failing).toEqual(['a']);
    expect(medianRun([run(99, 1, {}, ['b']), run(99, 1), run(99, 1)])?.failing).toEqual([]);
  });
});

describe('lighthouse summary', () => {
  it('passes a page on target and tabulates its medians', () => {
    const { table, misses } = summarize([{ path: '/hub', runs: [run(98, 1500), run(99, 1400), run(97, 1600)], errors: [] }], 3);
    expect(misses).toEqual([]);
    expect(table.split('\n')[2]).toMatch(/^\/hub\s+3\/3\s+98\s+100\s+100\s+100\s+900\s+1500\s+20\s+0\.000\s+244$/);
  });
  it('names each missed target', () => {
    const { misses } = summarize([{ path: '/hub', runs: [run(90, 2500, { seo: 92 }, ['unused-javascript'])], errors: [] }], 1);
    expect(misses).toEqual([
      '/hub: performance 90 below 98 (failing audits: unused-javascript)',
      '/hub: seo 92 below 100 (failing audits: unused-javascript)',
      '/hub: LCP 2500 ms above 2000 ms',
    ]);
  });
  it('reports a page with no successful run as FAILED, never as a score of 0', () => {
    const { table, misses } = summarize([{ path: '/solution/monitor', runs: [], errors: ['NO_FCP', 'NO_FCP', 'timeout'] }], 3);
    expect(table.split('\n')[2]).toMatch(/^\/solution\/monitor\s+0\/3\s+FAILED$/);
    expect(table).not.toMatch(/\s0\s/);
    expect(misses).toEqual(['/solution/monitor: FAILED, no run produced a result (NO_FCP; NO_FCP; timeout)']);
  });
  it('flags a page where some runs failed even when the median is on target', () => {
    const { misses } = summarize([{ path: '/', runs: [run(99, 1500), run(99, 1500)], errors: ['timeout'] }], 3);
    expect(misses).toEqual(['/: only 2 of 3 runs succeeded (timeout)']);
  });
});
