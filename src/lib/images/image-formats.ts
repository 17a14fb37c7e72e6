/**
 * Formats every variant is encoded in, best first: a `<picture>` lists its sources in this order
 * and the browser takes the first it supports. Every browser the site supports decodes WebP, so the
 * `<img>` itself points at a WebP. Quality and effort (encoding time: AVIF at 3 of 9 keeps a cold
 * build of a thousand covers in minutes) are part of each file's hash (image-hash.ts): changing it
 * renames the files, so caches never serve an old encoding under a new name.
 */
export const IMAGE_FORMATS = [
  { format: 'avif', type: 'image/avif', quality: 50, effort: 3 },
  { format: 'webp', type: 'image/webp', quality: 74, effort: 4 },
] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number]['format'];

/** Where the build writes variants, under the site root (Vite's hashed output folder). */
export const VARIANT_DIR = '/static/img';
