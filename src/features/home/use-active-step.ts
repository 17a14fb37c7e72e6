import { useEffect, useRef, useState } from 'react';

/**
 * The band across the middle of the viewport that picks the active step: the step whose text
 * crosses it is the one being read. A thin band (not a line) so the observer always reports one.
 */
export const ACTIVE_BAND = '-48% 0px -50% 0px';

/**
 * Which of a list of steps the visitor is reading, from an IntersectionObserver on each step's
 * text: no scroll listener, nothing read from layout on the main thread, and scrolling stays the
 * browser's own. The first step is active until the observer reports (and in the server HTML).
 */
export function useActiveStep<T extends HTMLElement>(count: number): { active: number; refs: Array<(element: T | null) => void> } {
  const [active, setActive] = useState(0);
  const elements = useRef<Array<T | null>>([]);
  const refs = useRef<Array<(element: T | null) => void>>([]);
  for (let index = 0; index < count; index += 1) refs.current[index] ??= (element) => void (elements.current[index] = element);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = elements.current.indexOf(entry.target as T);
          if (index >= 0) setActive(index);
        }
      },
      { rootMargin: ACTIVE_BAND },
    );
    for (const element of elements.current) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [count]);

  return { active, refs: refs.current.slice(0, count) };
}
