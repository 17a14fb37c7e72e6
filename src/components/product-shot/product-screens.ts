import type { Capability } from '../../lib/catalogue/capabilities';
import type { ImageRef } from '../../lib/images/image-ref';

/** Analyst dark for night grounds, light for paper sections (src/styles/README.md). */
export type ShotTheme = 'dark' | 'light';

/**
 * The product screens' sources (the 1600 px renders) with their hashes: eight small entries in the
 * chunk of the pages that show a screen, never in the first load (close-ups included).
 */
const SCREENS = import.meta.glob<ImageRef>('/public/media/product/*-1600.webp', { query: '?image=screen', import: 'default', eager: true });

/** A whole screen, or one of its close-ups (`detail`, scripts/media/generate-product-screens.ts DETAILS). */
export function productScreen(screen: Capability, theme: ShotTheme, detail?: string): ImageRef {
  const file = `/public/media/product/${screen}${detail ? `-${detail}` : ''}-${theme}-1600.webp`;
  const image = SCREENS[file];
  if (!image) throw new Error(`No product screen ${file.slice(1)}`);
  return image;
}
