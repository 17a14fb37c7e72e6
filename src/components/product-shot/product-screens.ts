import type { Capability } from '../../lib/catalogue/capabilities';
import type { ImageRef } from '../../lib/images/image-ref';
import type { ShotTheme } from './product-shot';

/**
 * The product screens' sources (the 1600 px renders) with their hashes: eight small entries in the
 * chunk of the pages that show a screen, never in the first load.
 */
const SCREENS = import.meta.glob<ImageRef>('/public/media/product/*-1600.webp', { query: '?image=screen', import: 'default', eager: true });

export function productScreen(screen: Capability, theme: ShotTheme): ImageRef {
  const image = SCREENS[`/public/media/product/${screen}-${theme}-1600.webp`];
  if (!image) throw new Error(`No product screen public/media/product/${screen}-${theme}-1600.webp`);
  return image;
}
