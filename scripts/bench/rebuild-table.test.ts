import { describe, expect, it } from 'vitest';
import { formatRebuildTable, parseRerendered } from './rebuild-table';

describe('rebuild bench', () => {
  it("reads the incremental build's count", () => {
    expect(parseRerendered('x\n[incremental] incremental: 42 of 9000 pages re-rendered (...)\n')).toEqual({ rerendered: 42, pages: 9000 });
    expect(parseRerendered('[incremental] full build (no previous build in the cache)')).toBeNull();
  });
  it('prints a Markdown row per run', () => {
    const table = formatRebuildTable([{ posts: 100, workers: 2, pages: 1000, rerendered: 40, fullSeconds: 30, rebuildSeconds: 9.04, bundleSeconds: 4, renderSeconds: 2, postbuildSeconds: 3, indexSeconds: 4.46, loadAverage: [8.2, 10.6] }]);
    expect(table.split('\n')[2]).toBe('| 100 | 2 | 1000 | 40 | 30.0 | 9.0 | 4.0 | 2.0 | 3.0 | 4.5 | 13.5 | 8 to 11 |');
  });
  it('says n/a for the index step of a run that did not make one', () => {
    const table = formatRebuildTable([{ posts: 100, workers: 2, pages: 1000, rerendered: 40, fullSeconds: 30, rebuildSeconds: 9.04, bundleSeconds: 4, renderSeconds: 2, postbuildSeconds: 3, loadAverage: [8.2, 10.6] }]);
    expect(table.split('\n')[2]).toMatch(/\| 3\.0 \| n\/a \| n\/a \| 8 to 11 \|$/);
  });
});
