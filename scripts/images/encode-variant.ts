import sharp from 'sharp';
import type { IMAGE_FORMATS } from '../../src/lib/images/image-formats';

type FormatSettings = (typeof IMAGE_FORMATS)[number];

/**
 * One variant: the source cropped to the slot's aspect ratio (a source of another shape loses its
 * edges, as object-fit: cover would show it) and scaled to `width`, never enlarged.
 */
export async function encodeVariant(source: Buffer, width: number, height: number, settings: FormatSettings): Promise<Buffer> {
  const image = sharp(source).resize({ width, height, fit: 'cover', withoutEnlargement: true });
  return settings.format === 'avif'
    ? image.avif({ quality: settings.quality, effort: settings.effort }).toBuffer()
    : image.webp({ quality: settings.quality, effort: settings.effort }).toBuffer();
}
