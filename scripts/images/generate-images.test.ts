import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_FAMILIES, IMAGE_SLOTS } from '../../src/lib/images/image-slots';
import { imageHash } from '../../src/content/images/image-hash';
import { variantUrl } from '../../src/lib/images/variant-url';
import { generateImages, type ImageJob } from './generate-images';

async function source(dir: string, name: string, width: number, height: number, background: string): Promise<ImageJob & { bytes: Buffer }> {
  const bytes = await sharp({ create: { width, height, channels: 3, background } }).webp().toBuffer();
  const file = join(dir, name);
  await sharp(bytes).toFile(file);
  return { src: `/media/${name}`, hash: imageHash(bytes), file, family: 'person', bytes };
}

describe('generateImages', () => {
  it('writes every slot width in AVIF and WebP, cropped to the slot, and reuses the cache on a rebuild', { timeout: 60_000 }, async () => {
    const work = mkdtempSync(join(tmpdir(), 'quorvia-variants-'));
    // Wider than square: the portrait slots crop it to 1:1.
    const job = await source(work, 'face.webp', 600, 500, '#14c8b0');
    const options = { outDir: join(work, 'dist'), cacheDir: join(work, 'cache') };

    const cold = await generateImages([job], options);
    const expected = IMAGE_FAMILIES.person.flatMap((slot) => IMAGE_SLOTS[slot].widths.flatMap((width) => ['avif', 'webp'].map((format) => variantUrl(job, slot, width, format as 'avif' | 'webp'))));
    const names = new Set(expected);
    expect(cold).toMatchObject({ written: names.size, encoded: names.size, fromCache: 0 });
    expect(readdirSync(join(work, 'dist/static/img')).sort()).toEqual([...names].map((u) => u.slice('/static/img/'.length)).sort());

    const avatar = await sharp(join(work, 'dist', variantUrl(job, 'avatar', 144, 'avif'))).metadata();
    expect([avatar.format, avatar.width, avatar.height]).toEqual(['heif', 144, 144]);
    const portrait = await sharp(join(work, 'dist', variantUrl(job, 'portrait', 480, 'webp'))).metadata();
    expect([portrait.format, portrait.width, portrait.height]).toEqual(['webp', 480, 480]);

    const warm = await generateImages([job], { ...options, outDir: join(work, 'dist2') });
    expect(warm).toMatchObject({ written: names.size, encoded: 0, fromCache: names.size });
  });

  it('encodes a changed source again under a new name', { timeout: 60_000 }, async () => {
    const work = mkdtempSync(join(tmpdir(), 'quorvia-variants-'));
    const options = { outDir: join(work, 'dist'), cacheDir: join(work, 'cache') };
    const first = await source(work, 'a.webp', 480, 480, '#000000');
    await generateImages([first], options);
    const second = await source(work, 'a.webp', 480, 480, '#ffffff');
    expect(second.hash).not.toBe(first.hash);
    const result = await generateImages([second], options);
    expect(result.fromCache).toBe(0);
    expect(result.encoded).toBe(result.written);
  });
});
