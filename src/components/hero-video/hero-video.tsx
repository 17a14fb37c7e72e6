import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Pause, Play } from 'lucide-react';
import { useHeroVideo, type HeroVideoSources } from './use-hero-video';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import type { ImageRef } from '../../lib/images/image-ref';
import styles from './hero-video.module.css';

export interface HeroVideoProps extends HeroVideoSources {
  poster: ImageRef;
  /** Portrait poster for narrow screens. */
  posterMobile: ImageRef;
}

/**
 * The video's poster is the image the <picture> chose for this screen, set after hydration: in the
 * HTML it would make phones fetch the desktop poster as well, next to their own, before first paint.
 */
function useChosenPoster(image: RefObject<HTMLImageElement | null>): string | undefined {
  const [chosen, setChosen] = useState<string>();
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    const take = () => element.currentSrc && setChosen(new URL(element.currentSrc).pathname);
    take();
    element.addEventListener('load', take, { once: true });
    return () => element.removeEventListener('load', take);
  }, [image]);
  return chosen;
}

/**
 * Decorative looping background for a hero. The responsive poster is the page's first paint (and
 * stays for reduced motion); the video fades in over it once it plays. The pause button is there
 * because motion that lasts more than five seconds must be stoppable (WCAG 2.2.2).
 */
export function HeroVideo({ webm, mp4, poster, posterMobile }: HeroVideoProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLVideoElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const video = useHeroVideo(ref, { webm, mp4 });
  const videoPoster = useChosenPoster(image);
  return (
    <div className={styles.media} data-hero-video={video.state}>
      <ResponsiveImage
        imgRef={image}
        image={poster}
        slot="heroPoster"
        narrow={{ image: posterMobile, slot: 'heroPosterMobile', media: '(max-width: 767px)' }}
        alt=""
        priority
      />
      <video
        ref={ref}
        className={styles.video}
        src={video.src}
        poster={videoPoster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        {...video.events}
      />
      {!video.still && video.state !== 'idle' && (
        <button type="button" className={styles.toggle} onClick={video.toggle} aria-pressed={video.state === 'paused'}>
          {video.state === 'playing' ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
          <span className="visually-hidden">{t(video.state === 'playing' ? 'video.pause' : 'video.play')}</span>
        </button>
      )}
    </div>
  );
}
