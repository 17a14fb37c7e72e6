import { useEffect, useRef } from 'react';

/**
 * Calls `onChange(true)` while the element is on screen in a visible tab and `onChange(false)`
 * otherwise, starting with the observer's first report. Returns the cleanup.
 */
export function watchOnScreen(element: Element, onChange: (running: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  let onScreen = false;
  const update = () => onChange(onScreen && document.visibilityState === 'visible');
  const observer = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? false;
    update();
  });
  observer.observe(element);
  document.addEventListener('visibilitychange', update);
  return () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', update);
  };
}

/**
 * Lets an element's CSS animations run only while it is on screen in a visible tab: it sets
 * `data-running="true"` then, `"false"` otherwise, and the element's CSS pauses its animations
 * unless the attribute says true. An endless animation keeps working off screen: a composited one
 * keeps the compositor and the battery busy, and one in an SVG repaints its whole drawing on every
 * frame (the careers globe's routes and pulses once kept 60% of a core busy on the 2-core machine
 * with the page scrolled elsewhere; they now move over the drawing, careers-globe.tsx).
 * The particle canvas (src/features/home/use-particles.ts) drives its own loop from `watchOnScreen`.
 */
export function useRunningOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchOnScreen(element, (running) => element.setAttribute('data-running', String(running)));
  }, []);
  return ref;
}
