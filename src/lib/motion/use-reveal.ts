import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from './use-reduced-motion';

/** Spec 000 section 9: a section fades in once 30% of it is visible. */
export const REVEAL_VISIBLE_SHARE = 0.3;
const THRESHOLDS = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35];

/** What the observer does with an entry: hide a section first seen below the screen, show one that is in view enough. */
export function revealStep(state: 'new' | 'hidden', entry: Pick<IntersectionObserverEntry, 'boundingClientRect' | 'intersectionRatio' | 'intersectionRect'>, viewportHeight: number): 'hide' | 'show' | 'keep' | 'leave' {
  if (state === 'new') return entry.boundingClientRect.top >= viewportHeight ? 'hide' : 'leave';
  // A section taller than the viewport can never be 30% visible: a third of the screen counts too.
  const share = Math.max(entry.intersectionRatio, entry.intersectionRect.height / viewportHeight);
  return share >= REVEAL_VISIBLE_SHARE ? 'show' : 'keep';
}

// One observer for every section: its first report per element says where the element is
// without the forced layout a getBoundingClientRect in each effect cost during hydration.
let observer: IntersectionObserver | undefined;
const states = new WeakMap<Element, 'new' | 'hidden'>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const state = states.get(element);
        if (!state) continue;
        const step = revealStep(state, entry, window.innerHeight);
        if (step === 'hide') {
          element.dataset.reveal = 'hidden';
          states.set(element, 'hidden');
        } else if (step === 'show' || step === 'leave') {
          if (step === 'show') element.dataset.reveal = 'shown';
          states.delete(element);
          observer?.unobserve(element);
        }
      }
    },
    { threshold: THRESHOLDS },
  );
  return observer;
}

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
    states.set(element, 'new');
    sharedObserver().observe(element);
    return () => {
      states.delete(element);
      observer?.unobserve(element);
    };
  }, []);
  return ref;
}
