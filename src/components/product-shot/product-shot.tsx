import type { Capability } from '../../lib/catalogue/capabilities';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import type { IMAGE_FAMILIES } from '../../lib/images/image-slots';
import { productScreen, type ShotTheme } from './product-screens';
import styles from './product-shot.module.css';

export type ProductSlot = (typeof IMAGE_FAMILIES)['screen'][number];

export interface ProductShotProps {
  screen: Capability;
  theme: ShotTheme;
  /** A close-up of the screen instead of the whole of it (scripts/media/generate-product-screens.ts). */
  detail?: string;
  alt: string;
  caption: string;
  /** Where the shot sits, for its `sizes` (src/lib/images/image-slots.ts). */
  slot: ProductSlot;
  /** The hero shot is the page's largest paint: fetched at once; every other shot waits until it is near. */
  eager?: boolean;
  className?: string;
}

/** A product screen in a window frame, with its caption: the site's one way to show the product. */
export function ProductShot({ screen, theme, detail, alt, caption, slot, eager = false, className }: ProductShotProps) {
  return (
    <figure className={`${styles.shot} ${className ?? ''}`} data-theme={theme} data-product-shot={screen} data-detail={detail}>
      <div className={styles.window}>
        <div className={styles.bar} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <ResponsiveImage image={productScreen(screen, theme, detail)} slot={slot} alt={alt} priority={eager} />
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
