import type { LucideIcon } from 'lucide-react';
import type { Capability } from '../../lib/catalogue/capabilities';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import { productScreen } from '../product-shot/product-screens';
import { cx, ui } from '../../styles/primitives';
import panel from './hero-panel.module.css';
import styles from './hero-showcase.module.css';

export interface HeroShowcaseProps {
  /** The product screen the list is about (its dark render). */
  screen: Capability;
  /** What the list is: the demo's agenda, the sectors the platform serves. */
  title: string;
  /** One short line after the title (how long the demo takes). */
  meta?: string;
  /** Two to four entries, each with its icon; phones show them all, in one column. */
  items: ReadonlyArray<{ key: string; label: string; icon: LucideIcon }>;
}

/**
 * The product composition for a page that shows the product for something: the screen in its
 * window frame above the list of what it is shown for (the demo's agenda, the four sectors). The
 * list carries the meaning, so the screen is decorative here; text, CSS and one eager image.
 */
export function HeroShowcase({ screen, title, meta, items }: HeroShowcaseProps) {
  return (
    <figure className={`${panel.panel} ${styles.showcase}`} data-composition="product" data-variant="showcase">
      <div className={styles.window} aria-hidden="true">
        <span className={styles.bar}>
          <span />
          <span />
          <span />
        </span>
        <ResponsiveImage image={productScreen(screen, 'dark')} slot="productHero" alt="" priority className={styles.screen} />
      </div>
      <figcaption className={styles.list}>
        <span className={cx(ui.kicker, styles.title)}>
          {title}
          {meta && <span className={styles.meta}>{meta}</span>}
        </span>
        <ul className={cx(ui.list, styles.items)}>
          {items.map(({ key, label, icon: Icon }) => (
            <li key={key} className={styles.item} data-item={key}>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={16} />
              </span>
              <span className={styles.label}>{label}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
