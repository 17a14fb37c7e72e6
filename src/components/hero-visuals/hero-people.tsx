import type { ImageRef } from '../../lib/images/image-ref';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import { cx, ui } from '../../styles/primitives';
import panel from './hero-panel.module.css';
import styles from './hero-people.module.css';

export interface HeroPeopleProps {
  /** What the group is ("Five executives in three cities"), under it. */
  caption: string;
  /** The team's portraits, each with the person's name (shown on wide screens, the alt's source). */
  people?: Array<{ name: string; picture: ImageRef | string; role?: string }>;
  /** Or the partners' marks (one-colour SVG wordmarks, public/media/partners). */
  marks?: Array<{ name: string; image: string }>;
}

/**
 * The people composition: the real portraits as a staggered cluster (small avatar files, lazy), or
 * a wall of partner marks. The names are the page's own content below, so the pictures are
 * decorative here and the caption says what the group is.
 */
export function HeroPeople({ caption, people = [], marks = [] }: HeroPeopleProps) {
  return (
    <figure className={cx(panel.panel, ui.cluster, styles.people)} data-composition="people" data-variant={marks.length > 0 ? 'marks' : 'faces'}>
      {people.length > 0 && (
        <ul className={cx(ui.list, styles.faces)} aria-hidden="true">
          {people.map((person) => (
            <li key={person.name} className={styles.face}>
              <ResponsiveImage image={person.picture} slot="face" alt="" className={styles.faceImage} />
              <span className={styles.faceName}>{person.name}</span>
              {person.role && <span className={styles.faceRole}>{person.role}</span>}
            </li>
          ))}
        </ul>
      )}
      {marks.length > 0 && (
        <ul className={cx(ui.grid, styles.marks)} aria-hidden="true">
          {marks.map((mark) => (
            <li key={mark.name} className={styles.mark}>
              <img src={mark.image} alt="" width={360} height={96} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      )}
      <figcaption className={styles.peopleCaption}>{caption}</figcaption>
    </figure>
  );
}
