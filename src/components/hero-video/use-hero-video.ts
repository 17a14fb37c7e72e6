import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion, useReducedMotion } from '../../lib/motion/use-reduced-motion';

/** Spec 000 section 9: the hero video pauses once the page is scrolled past 60% of the viewport height. */
export const VIDEO_PAUSE_SHARE = 0.6;

export interface HeroVideoSources {
  webm: string;
  mp4: string;
}

export type HeroVideoState = 'idle' | 'playing' | 'paused';

/**
 * Plays the hero video while the hero is in view and pauses it past the threshold. Falls back to
 * the mp4 file when the webm one fails (also when it failed before hydration) or cannot be played.
 * Never plays under reduced motion; a visitor's own pause wins over scrolling.
 */
export function useHeroVideo(video: RefObject<HTMLVideoElement | null>, sources: HeroVideoSources) {
  const still = useReducedMotion();
  const [src, setSrc] = useState(sources.webm);
  const [state, setState] = useState<HeroVideoState>('idle');
  const userPaused = useRef(false);

  const fallBack = useCallback(() => setSrc(sources.mp4), [sources.mp4]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (src !== sources.mp4 && (element.error || element.canPlayType('video/webm') === '')) fallBack();
  }, [video, src, sources.mp4, fallBack]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // During hydration `still` is still the server's answer (false); ask the browser directly.
    if (still || prefersReducedMotion()) {
      element.pause();
      return;
    }
    const sync = () => {
      const past = window.scrollY > window.innerHeight * VIDEO_PAUSE_SHARE;
      if (past || userPaused.current) element.pause();
      // Autoplay can be refused (data saver, power saving): the poster then stays, which is fine.
      else element.play().catch(() => undefined);
    };
    sync();
    window.addEventListener('scroll', sync, { passive: true });
    window.addEventListener('resize', sync);
    return () => {
      window.removeEventListener('scroll', sync);
      window.removeEventListener('resize', sync);
    };
  }, [video, src, still]);

  const toggle = useCallback(() => {
    const element = video.current;
    if (!element) return;
    userPaused.current = !element.paused;
    if (userPaused.current) element.pause();
    else element.play().catch(() => undefined);
  }, [video]);

  return {
    src,
    state,
    still,
    toggle,
    events: {
      onPlaying: () => setState('playing'),
      onPause: () => setState('paused'),
      onError: () => {
        if (src !== sources.mp4) fallBack();
      },
    },
  };
}
