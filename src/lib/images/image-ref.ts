/**
 * A raster image the build encodes: where the editor's (or designer's) source lives under public/,
 * and the hash of its bytes and the encoder settings. The hash travels with the page's data (cards,
 * articles, the `?image=` imports of static pictures), so the browser computes every variant's name
 * without a manifest of all images.
 */
export interface ImageRef {
  src: string;
  hash: string;
}

/** An item's image as the component takes it: encoded when the build hashed it, else the plain URL. */
export function imageOf(src: string, hash: string | undefined): ImageRef | string {
  return hash ? { src, hash } : src;
}
