import { IMAGE_SLOTS, slotHeight, type ImageSlotName } from './image-slots';
import { VARIANT_DIR, type ImageFormat } from './image-formats';
import type { ImageRef } from './image-ref';

/** The source's file name without folder and extension: keeps variant names readable in a network log. */
function stem(src: string): string {
  const name = src.slice(src.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * Public path of one variant. The build (scripts/images/) and the browser compute it the same way:
 * the size is in the name because two slots may crop the same source to different shapes.
 */
export function variantUrl(image: ImageRef, slot: ImageSlotName, width: number, format: ImageFormat): string {
  return `${VARIANT_DIR}/${stem(image.src)}-${image.hash}-${width}x${slotHeight(slot, width)}.${format}`;
}

/** `srcset` of a slot in one format: every encoded width. */
export function variantSrcSet(image: ImageRef, slot: ImageSlotName, format: ImageFormat): string {
  return IMAGE_SLOTS[slot].widths.map((width) => `${variantUrl(image, slot, width, format)} ${width}w`).join(', ');
}
