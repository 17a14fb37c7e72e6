import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './carousel.module.css';
import { cx, ui } from '../../styles/primitives';

/** Spec 000 section 9: the carousel moves by 300 px. */
export const CAROUSEL_STEP = 300;

export interface CarouselProps {
  label: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode[];
  /**
   * Placed outside the page container: the first card lines up with the container and the others
   * run to the screen's edge, so a card is never cut off in the middle of the page.
   */
  bleed?: boolean;
}

/**
 * Horizontal list with back/forward buttons, disabled at the start and the end, and not shown when
 * everything fits. A vertical wheel
 * scrolls it sideways, except at the ends, where the page scrolls as usual.
 */
export function Carousel({ label, previousLabel, nextLabel, children, bleed = false }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  // Unknown until measured in the browser; the prerender shows the buttons.
  const [scrollable, setScrollable] = useState(true);

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setAtStart(el.scrollLeft <= 1);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
    setScrollable(el.scrollWidth > el.clientWidth + 1);
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const canMove = event.deltaY > 0 ? el.scrollLeft + el.clientWidth < el.scrollWidth - 1 : el.scrollLeft > 1;
      if (!canMove) return;
      event.preventDefault();
      el.scrollLeft += event.deltaY;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const move = (direction: 1 | -1) => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.current?.scrollBy({ left: direction * CAROUSEL_STEP, behavior: still ? 'auto' : 'smooth' });
  };

  return (
    // Its cards are pages the search finds on their own: indexing them here would make this page
    // match every word of theirs, with an excerpt of run-together card text.
    <div className={styles.carousel} data-bleed={bleed || undefined} data-pagefind-ignore="">
      <ul ref={track} className={styles.track} aria-label={label} tabIndex={0} data-carousel-track="">
        {children.map((child, index) => (
          <li key={index} className={styles.item}>
            {child}
          </li>
        ))}
      </ul>
      {/* Nothing to scroll: the arrows are not shown, but keep their room so nothing moves (CLS). */}
      <div className={styles.buttons} data-scrollable={scrollable} aria-hidden={scrollable ? undefined : true}>
        <button type="button" className={cx(ui.iconButton, styles.button)} onClick={() => move(-1)} disabled={atStart || !scrollable} aria-label={previousLabel} data-carousel="previous">
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <button type="button" className={cx(ui.iconButton, styles.button)} onClick={() => move(1)} disabled={atEnd || !scrollable} aria-label={nextLabel} data-carousel="next">
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
