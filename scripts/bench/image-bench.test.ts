import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { familyMinSourceWidth } from '../../src/lib/images/image-slots';
import { benchImages, writeSyntheticCovers } from './image-bench';

describe('image bench', () => {
  it('makes one distinct cover per post, wide enough for the cover slots', { timeout: 60_000 }, async () => {
    const jobs = await writeSyntheticCovers(mkdtempSync(join(tmpdir(), 'quorvia-covers-')), 3);
    expect(new Set(jobs.map((j) => j.hash)).size).toBe(3);
    const { width, format } = await sharp(jobs[0]!.file).metadata();
    expect([width, format]).toEqual([familyMinSourceWidth('cover'), 'webp']);
  });

  it('encodes everything on a cold cache and nothing on the warm one', { timeout: 120_000 }, async () => {
    const [cold, warm] = await benchImages(1);
    expect(cold).toMatchObject({ posts: 1, cache: 'cold' });
    expect(cold!.encoded).toBe(cold!.variants);
    expect(warm).toMatchObject({ cache: 'warm', encoded: 0, variants: cold!.variants });
  });
});
