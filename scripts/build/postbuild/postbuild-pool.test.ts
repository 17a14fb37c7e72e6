import { describe, expect, it } from 'vitest';
import { deal } from './postbuild-pool';

describe('dealing pages to workers', () => {
  it('gives every page to exactly one worker, alternating', () => {
    expect(deal([1, 2, 3, 4, 5], 2)).toEqual([[1, 3, 5], [2, 4]]);
  });
  it('leaves no worker with more than one page over another', () => {
    const shares = deal(Array.from({ length: 1001 }, (_, i) => i), 3);
    expect(shares.map((s) => s.length)).toEqual([334, 334, 333]);
    expect(new Set(shares.flat()).size).toBe(1001);
  });
});
