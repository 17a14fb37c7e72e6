import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { variantsOf, type ImageJob, type Variant } from './generate-images';

/** The variant a URL under /static/img/ names, among every variant of these sources. */
export function findVariant(jobs: Iterable<ImageJob>, url: string): Variant | null {
  for (const job of jobs) {
    // The URL holds the source's name and hash; only that source's variants can match.
    if (!url.includes(`-${job.hash}-`)) continue;
    const variant = variantsOf(job).find((v) => v.url === url);
    if (variant) return variant;
  }
  return null;
}

/**
 * A variant for the dev server: the slot's crop and size, as the build makes it, but encoded as a
 * quick WebP whatever the name says (AVIF at the build's effort takes seconds an image, and a
 * browser goes by the bytes and Content-Type, not the extension).
 */
export async function previewVariant(variant: Variant): Promise<{ bytes: Buffer; type: string }> {
  const bytes = await sharp(readFileSync(variant.file))
    .resize({ width: variant.width, height: variant.height, fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 70, effort: 0 })
    .toBuffer();
  return { bytes, type: 'image/webp' };
}
