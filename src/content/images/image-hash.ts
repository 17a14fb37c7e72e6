import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_FORMATS } from '../../lib/images/image-formats';

/** The encoder settings are part of every name: new settings, new files, no stale CDN copies. */
const SETTINGS = JSON.stringify(IMAGE_FORMATS);

/** Ten hex digits of SHA-256 over the source's bytes and the encoder settings. */
export function imageHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).update(SETTINGS).digest('hex').slice(0, 10);
}

/** A site path (/media/x.webp) is a local source the build encodes; https URLs are shown as they are. */
export function isLocalImage(src: string | undefined): src is string {
  return typeof src === 'string' && src.startsWith('/') && !src.startsWith('//');
}

export function localImageFile(publicDir: string, src: string): string {
  return join(publicDir, decodeURIComponent(src.split(/[?#]/)[0] ?? ''));
}

const hashes = new Map<string, string | null>();

/**
 * Hash of a local image, or undefined for a remote one or a missing file (validation reports
 * that). Read once per process: the page loaders of every language ask for the same covers.
 */
export function localImageHash(publicDir: string, src: string | undefined): string | undefined {
  if (!isLocalImage(src)) return undefined;
  const file = localImageFile(publicDir, src);
  let hash = hashes.get(file);
  if (hash === undefined) {
    hash = existsSync(file) ? imageHash(readFileSync(file)) : null;
    hashes.set(file, hash);
  }
  return hash ?? undefined;
}
