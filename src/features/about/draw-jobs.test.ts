import { describe, expect, it } from 'vitest';
import { ABOUT_JOB_COUNT, drawJobs } from './draw-jobs';

const pool = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('drawJobs', () => {
  it('draws five distinct jobs from the pool without changing it', () => {
    const before = [...pool];
    const drawn = drawJobs(pool);
    expect(drawn).toHaveLength(ABOUT_JOB_COUNT);
    expect(new Set(drawn).size).toBe(ABOUT_JOB_COUNT);
    for (const id of drawn) expect(pool).toContain(id);
    expect(pool).toEqual(before);
  });

  it('returns the whole pool, shuffled, when it holds five or fewer', () => {
    expect(drawJobs(['x', 'y', 'z']).sort()).toEqual(['x', 'y', 'z']);
    expect(drawJobs([])).toEqual([]);
  });

  it('gives every job a chance (not always the first five)', () => {
    const seen = new Set<string>();
    let s = 42;
    const random = () => ((s = (s * 1664525 + 1013904223) % 4294967296) / 4294967296);
    for (let k = 0; k < 200; k++) for (const id of drawJobs(pool, ABOUT_JOB_COUNT, random)) seen.add(id);
    expect([...seen].sort()).toEqual(pool);
  });

  it('follows the random source (Fisher-Yates)', () => {
    // random() = 0 swaps each position with the first: a fixed, checkable order.
    expect(drawJobs(['a', 'b', 'c', 'd'], 4, () => 0)).toEqual(['b', 'c', 'd', 'a']);
  });
});
