import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What makes one encoded file: the source's bytes (by their full hash), the box and the encoder settings. */
export interface VariantKey {
  sourceSha256: string;
  width: number;
  height: number;
  format: string;
  quality: number;
  effort: number;
}

/**
 * Encoded variants kept between builds (.cache/images/, not committed): encoding is the image
 * step's whole cost, and a rebuild with unchanged sources needs none of it.
 */
export class ImageCache {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private path(key: VariantKey): string {
    const id = createHash('sha256').update(JSON.stringify([key.sourceSha256, key.width, key.height, key.format, key.quality, key.effort])).digest('hex');
    return join(this.dir, id.slice(0, 2), `${id}.${key.format}`);
  }

  get(key: VariantKey): Buffer | null {
    try {
      return readFileSync(this.path(key));
    } catch {
      return null;
    }
  }

  put(key: VariantKey, bytes: Buffer): void {
    const file = this.path(key);
    mkdirSync(join(file, '..'), { recursive: true });
    // Written aside then renamed: a build stopped halfway never leaves half a file to be served later.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, bytes);
    renameSync(temp, file);
  }
}
