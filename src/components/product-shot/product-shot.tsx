import type { Capability } from '../../lib/catalogue/capabilities';
import styles from './product-shot.module.css';

/** Analyst dark for night grounds, light for paper sections (src/styles/README.md). */
export type ShotTheme = 'dark' | 'light';

export interface ProductShotProps {
  screen: Capability;
  theme: ShotTheme;
  alt: string;
  caption: string;
  /** The hero shot is above the fold: fetched at once; every other shot waits until it is near. */
  eager?: boolean;
  /** Rendered width of the image, for the browser's choice between the 800 and 1600 px files. */
  sizes?: string;
  className?: string;
}

/** Rendered by scripts/media/generate-product-screens.ts at 1440x900 CSS px, so 16:10. */
const WIDTH = 1600;
const HEIGHT = 1000;

/** A product screen in a window frame, with its caption: the site's one way to show the product. */
export function ProductShot({ screen, theme, alt, caption, eager = false, sizes = '(min-width: 1024px) 50vw, 100vw', className }: ProductShotProps) {
  const base = `/media/product/${screen}-${theme}`;
  return (
    <figure className={`${styles.shot} ${className ?? ''}`} data-theme={theme} data-product-shot={screen}>
      <div className={styles.window}>
        <div className={styles.bar} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <img
          src={`${base}-800.webp`}
          srcSet={`${base}-800.webp 800w, ${base}-1600.webp 1600w`}
          sizes={sizes}
          width={WIDTH}
          height={HEIGHT}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? 'sync' : 'async'}
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
