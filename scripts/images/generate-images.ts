import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_FORMATS } from '../../src/lib/images/image-formats';
import { IMAGE_FAMILIES, IMAGE_SLOTS, slotHeight, type ImageFamily } from '../../src/lib/images/image-slots';
import type { ImageRef } from '../../src/lib/images/image-ref';
import { variantUrl } from '../../src/lib/images/variant-url';
import { encodeVariant } from './encode-variant';
import { ImageCache } from './image-cache';

/** A source to encode for every slot of its family. */
export interface ImageJob extends ImageRef {
  /** The source file on disk. */
  file: string;
  family: ImageFamily;
}

export interface GenerateOptions {
  /** The site root on disk (dist/): variants go to dist/static/img/. */
  outDir: string;
  cacheDir: string;
  /** Encodes at once; sharp runs each on its own threads, so a few are enough to keep the cores busy. */
  parallel?: number;
  /** Called after each variant is written, with how many of how many are done. */
  onProgress?: (done: number, total: number) => void;
}

export interface GenerateResult {
  written: number;
  encoded: number;
  fromCache: number;
  bytes: number;
}

export interface Variant {
  url: string;
  file: string;
  width: number;
  height: number;
  format: (typeof IMAGE_FORMATS)[number];
}

/** Every file the browser may ask for: the slots' widths in every format, once per distinct name. */
export function variantsOf(job: ImageJob): Variant[] {
  const variants: Variant[] = [];
  for (const slot of IMAGE_FAMILIES[job.family]) {
    for (const width of IMAGE_SLOTS[slot].widths) {
      for (const format of IMAGE_FORMATS) {
        variants.push({ url: variantUrl(job, slot, width, format.format), file: job.file, width, height: slotHeight(slot, width), format });
      }
    }
  }
  return variants;
}

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes every variant of the jobs under outDir, encoding only what the cache does not hold.
 * Sources shared by several items (or slots that agree on a size) are encoded once.
 */
export async function generateImages(jobs: readonly ImageJob[], options: GenerateOptions): Promise<GenerateResult> {
  const cache = new ImageCache(options.cacheDir);
  const unique = new Map<string, Variant>();
  for (const job of jobs) for (const variant of variantsOf(job)) unique.set(variant.url, variant);
  mkdirSync(join(options.outDir, 'static', 'img'), { recursive: true });
  const sources = new Map<string, { bytes: Buffer; sha256: string }>();
  const source = (file: string) => {
    let entry = sources.get(file);
    if (!entry) {
      const bytes = readFileSync(file);
      entry = { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
      sources.set(file, entry);
    }
    return entry;
  };
  const result: GenerateResult = { written: 0, encoded: 0, fromCache: 0, bytes: 0 };
  const total = unique.size;
  await eachLimited([...unique.values()], options.parallel ?? 3, async (variant) => {
    const { bytes, sha256 } = source(variant.file);
    const key = { sourceSha256: sha256, width: variant.width, height: variant.height, format: variant.format.format, quality: variant.format.quality, effort: variant.format.effort };
    let encoded = cache.get(key);
    if (encoded) result.fromCache++;
    else {
      encoded = await encodeVariant(bytes, variant.width, variant.height, variant.format);
      cache.put(key, encoded);
      result.encoded++;
    }
    writeFileSync(join(options.outDir, variant.url), encoded);
    result.written++;
    result.bytes += encoded.length;
    options.onProgress?.(result.written, total);
  });
  return result;
}
