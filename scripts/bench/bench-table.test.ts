import { describe, expect, it } from 'vitest';
import { formatTable, type BenchResult } from './bench-table';

const result: BenchResult = {
  posts: 1000, useCases: 100, newsroom: 100, jobs: 10, workers: 2, pages: 7600, renderedPages: 6000, files: 16000, deployFiles: 14500, packSeconds: 1.25,
  wallSeconds: 40, bundleSeconds: 10, renderSeconds: 25, postbuildSeconds: 5,
  pagesPerSecond: 190, peakMegabytes: 812.4, renderGrowthMegabytes: -12.2, cpuSeconds: 60, reactSeconds: 8,
  largestListingKilobytes: 70.44, useCasesKilobytes: 81.06, hubIndexKilobytes: 412.3,
};

describe('bench table', () => {
  it('prints a Markdown row with cores used and the wall-to-React ratio', () => {
    const lines = formatTable([result]).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('| 1000 | 2 | 7600 | 16000 | 14500 | 1.3 | 40.0 | 10.0 | 25.0 | 5.0 | 190 | 240 | 812 | -12 | 1.50 | 8.0 | 5.0x | 70.4 | 81.1 | 412 |');
  });
  it('says n/a where a figure could not be measured', () => {
    expect(formatTable([{ ...result, peakMegabytes: Number.NaN, reactSeconds: 0 }]).split('\n')[2]).toMatch(/\| n\/a \| -12 \| 1\.50 \| 0\.0 \| n\/a \| 70\.4 \| 81\.1 \| 412 \|$/);
  });
});

describe('memory growth over the page loop', async () => {
  const { renderGrowthMegabytes } = await import('./process-tree');
  const mb = 2 ** 20;
  it('compares the last fifth of the loop with the first, ignoring samples outside it', () => {
    const samples: Array<[number, number]> = Array.from({ length: 50 }, (_, i) => [i, (100 + (i >= 40 ? 30 : 0)) * mb]);
    expect(renderGrowthMegabytes([[-1, 900 * mb], ...samples], 0, 49)).toBe(30);
  });
  it('has no figure for a loop too short to sample', () => {
    expect(renderGrowthMegabytes([[0, mb]], 0, 1)).toBeNaN();
  });
});
