import { describe, expect, it } from 'vitest';
import { IMAGE_FAMILIES, IMAGE_SLOTS, familyMinSourceWidth, type ImageSlotName } from './image-slots';
import { variantSrcSet, variantUrl } from './variant-url';

const image = { src: '/media/blog/small-data.webp', hash: '0123456789' };

describe('variant names', () => {
  it('name the source, its hash and the cropped size, under /static/img', () => {
    expect(variantUrl(image, 'card', 720, 'avif')).toBe('/static/img/small-data-0123456789-720x378.avif');
    expect(variantSrcSet(image, 'heroPosterMobile', 'webp')).toBe(
      '/static/img/small-data-0123456789-390x600.webp 390w, /static/img/small-data-0123456789-780x1200.webp 780w',
    );
  });

  it('slot widths grow and never exceed the width their family asks of a source', () => {
    for (const [family, slots] of Object.entries(IMAGE_FAMILIES)) {
      for (const slot of slots as readonly ImageSlotName[]) {
        const widths = IMAGE_SLOTS[slot].widths;
        expect([...widths].sort((a, b) => a - b), slot).toEqual([...widths]);
        expect(Math.max(...widths), slot).toBeLessThanOrEqual(familyMinSourceWidth(family as keyof typeof IMAGE_FAMILIES));
      }
    }
  });
});
