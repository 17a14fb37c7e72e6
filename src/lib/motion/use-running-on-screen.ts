import { useEffect, useRef } from 'react';

/**
 * Lets an element's CSS animations run only while it is on screen in a visible tab: it sets
 * `data-running="true"` then, `"false"` otherwise, and the element's CSS pauses its animations
 * unless the attribute says true. An endless SVG animation repaints its whole drawing on every
 * frame, off screen too: the careers globe's routes and pulses kept 60% of a core busy on the
 * 2-core machine with the page scrolled elsewhere (Chromium without GPU raster, as on many phones).
 * The particle canvas (src/features/home/use-particles.ts) follows the same rule with its own loop.
 */
export function useRunningOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let onScreen = false;
    const update = () => element.setAttribute('data-running', String(onScreen && document.visibilityState === 'visible'));
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
  }, []);
  return ref;
}
