import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { ContentProblem } from '../content-error';
import { formatJsonPath } from '../content-error';
import { familyMinSourceWidth, type ImageFamily } from '../../lib/images/image-slots';
import { isLocalImage, localImageFile } from './image-hash';

/** A content field holding an image the build encodes for a family of slots. */
export interface ImageUse {
  file: string;
  path: ReadonlyArray<PropertyKey>;
  value: string | undefined;
  family: ImageFamily;
}

/** What editors may commit: one source per item, encoded by the build into AVIF and WebP. */
const SOURCE_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Null when the file is a usable source, else what is wrong with it, in an editor's words. */
export async function sourceProblem(file: string, family: ImageFamily): Promise<string | null> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(readFileSync(file)).metadata();
  } catch {
    return 'is not an image the build can read; commit a JPEG, PNG or WebP file';
  }
  if (!SOURCE_FORMATS.has(metadata.format)) return `is a ${metadata.format.toUpperCase()} file; commit a JPEG, PNG or WebP file`;
  const needed = familyMinSourceWidth(family);
  if ((metadata.width ?? 0) < needed) return `is ${metadata.width} px wide; it must be at least ${needed} px wide (the widest size the site shows it at)`;
  return null;
}

/**
 * Local raster images must be readable and wide enough for every slot they appear in. Missing
 * files are left to missingMedia (check-media.ts), which names them already; SVGs are not encoded.
 */
export async function checkImages(publicDir: string, uses: readonly ImageUse[]): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const use of uses) {
    if (!isLocalImage(use.value) || /\.svg$/i.test(use.value)) continue;
    const file = localImageFile(publicDir, use.value);
    if (!existsSync(file)) continue;
    const problem = await sourceProblem(file, use.family);
    if (problem) problems.push({ file: use.file, path: formatJsonPath(use.path), message: `image ${use.value} ${problem}` });
  }
  return problems;
}
