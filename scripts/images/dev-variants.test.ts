import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { findVariant, previewVariant } from './dev-variants';
import { variantsOf, type ImageJob } from './generate-images';

const job: ImageJob = { src: '/media/people/a.webp', hash: '0123456789', file: resolve('public/media/people/dariusz-olech.webp'), family: 'person' };
const other: ImageJob = { ...job, src: '/media/people/b.webp', hash: 'abcdefabcd' };

describe('dev variants', () => {
  it('finds the variant a URL names, and nothing for an unknown one', () => {
    const wanted = variantsOf(job).at(-1)!;
    expect(findVariant([other, job], wanted.url)).toEqual(wanted);
    expect(findVariant([other, job], wanted.url.replace('0123456789', '9999999999'))).toBeNull();
  });
  it('makes the slot size as a quick WebP', async () => {
    const variant = variantsOf(job)[0]!;
    const { bytes, type } = await previewVariant(variant);
    expect(type).toBe('image/webp');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(variant.width);
  });
});
