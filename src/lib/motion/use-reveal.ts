import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from './use-reduced-motion';

/** Spec 000 section 9: a section fades in once 30% of it is visible. */
export const REVEAL_VISIBLE_SHARE = 0.3;

/**
 * Fades an element in when it scrolls into view. Prerendered HTML shows everything (crawlers and
 * visitors without JavaScript see the content); only elements still below the fold when the page
 * hydrates are hidden and then revealed, so nothing already on screen blinks.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = 'hidden';
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // A section taller than the viewport can never be 30% visible: a third of the screen counts too.
        const share = Math.max(entry.intersectionRatio, entry.intersectionRect.height / window.innerHeight);
        if (share < REVEAL_VISIBLE_SHARE) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { threshold: [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
