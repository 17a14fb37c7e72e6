import { describe, expect, it } from 'vitest';
import { lengthPx, mediaMatches, pickImage, slotWidth } from './pick-image';
import { IMAGE_SLOTS } from '../../src/lib/images/image-slots';

describe('the image a 390 px phone at DPR 2 picks', () => {
  it('reads sizes entries in order, with px, vw and calc lengths', () => {
    expect(mediaMatches('(min-width: 768px)', 390)).toBe(false);
    expect(mediaMatches('(max-width: 767px)', 390)).toBe(true);
    expect(lengthPx('calc(100vw - 32px)', 390)).toBe(358);
    expect(slotWidth('(min-width: 1280px) 384px, (min-width: 768px) 50vw, calc(100vw - 32px)', 390)).toBe(358);
    expect(slotWidth('(min-width: 1280px) 384px, (min-width: 768px) 50vw, calc(100vw - 32px)', 1440)).toBe(384);
    expect(slotWidth(IMAGE_SLOTS.avatar.sizes, 390)).toBe(72);
  });

  it('takes the first matching source the phone decodes, then the narrowest file covering the slot twice', () => {
    const chosen = pickImage({
      sources: [
        { media: '(min-width: 768px)', type: 'image/avif', srcset: '/wide.avif 1920w', sizes: '100vw' },
        { type: 'image/jxl', srcset: '/a.jxl 800w' },
        { type: 'image/avif', srcset: '/s.avif 360w, /m.avif 720w, /l.avif 1080w', sizes: 'calc(100vw - 32px)' },
      ],
      img: { src: '/m.webp', srcset: '/s.webp 360w, /m.webp 720w', sizes: 'calc(100vw - 32px)' },
    });
    expect(chosen).toEqual({ url: '/m.avif', width: 720, slot: 358 });
  });

  it('falls back to the widest candidate, and to src without srcset', () => {
    expect(pickImage({ sources: [], img: { srcset: '/a.webp 400w, /b.webp 600w', sizes: '100vw' } })).toEqual({ url: '/b.webp', width: 600, slot: 390 });
    expect(pickImage({ sources: [], img: { src: '/cover.webp' } })).toEqual({ url: '/cover.webp', width: null, slot: 390 });
  });
});
