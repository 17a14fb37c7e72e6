import { imageOf, type ImageRef } from './image-ref';

/**
 * A generated cover comes twice (scripts/media/cover.ts): titled, for social images (og:image,
 * twitter:image, the oEmbed thumbnail), where it travels without the page around it; and the motif
 * alone, for the site, where the card or page prints the title right beside it. The motif file sits
 * in a `motif/` folder next to the titled one, under the same name.
 */
export function motifCoverPath(src: string): string | null {
  // Only local sources: an https cover belongs to someone else and has no motif twin.
  if (!src.startsWith('/') || src.startsWith('//')) return null;
  const slash = src.lastIndexOf('/');
  return `${src.slice(0, slash)}/motif/${src.slice(slash + 1)}`;
}

/** What an item carries about its cover: the content's path and the hashes the content loader found. */
export interface CoverFields {
  image: string;
  /** Hash of `image` when the build encodes it (a local file). */
  imageHash?: string;
  /** Hash of the title-less twin (motifCoverPath); set only when that file exists. */
  motifHash?: string;
}

/**
 * The cover the site shows (cards, hub hero card, related items, the article's image): the title-less
 * twin when the item has one, else the content's own image, as it is (an editor's photo, an https URL).
 * The one place that chooses, so no component shows a titled cover beside its own title.
 */
export function shownCover(item: CoverFields): ImageRef | string {
  const motif = item.motifHash ? motifCoverPath(item.image) : null;
  return motif && item.motifHash ? { src: motif, hash: item.motifHash } : imageOf(item.image, item.imageHash);
}
