import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';
import { IMAGE_SLOTS } from '../../lib/images/image-slots';

const image = { src: '/media/blog/cover.webp', hash: 'abcdef0123' };

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP at the slot widths, lazy, with the slot sizes and intrinsic size', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={image} slot="card" alt="" />);
    expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]*-360x189\.avif 360w, [^"]*-720x378\.avif 720w, [^"]*-1080x567\.avif 1080w"/);
    expect(html).toContain('<source type="image/webp"');
    expect(html).toContain(`sizes="${IMAGE_SLOTS.card.sizes}"`);
    expect(html).toMatch(/<img src="\/static\/img\/cover-abcdef0123-720x378\.webp" srcSet="[^"]+" sizes="[^"]+" alt="" width="1200" height="630" loading="lazy" decoding="async"\/>/);
    expect(html).not.toContain('fetchpriority');
  });

  it('fetches the LCP image at once with high priority', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={image} slot="articleCover" alt="" priority />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading=');
  });

  it('puts the narrow screens source first, and shows an image without variants as it is', () => {
    const narrow = { image: { src: '/media/home/m.webp', hash: '1111111111' }, slot: 'heroPosterMobile' as const, media: '(max-width: 767px)' };
    const html = renderToStaticMarkup(<ResponsiveImage image={image} slot="heroPoster" narrow={narrow} alt="" priority />);
    expect(html.indexOf('media="(max-width: 767px)"')).toBeLessThan(html.indexOf('-1920x1080.avif'));
    expect(renderToStaticMarkup(<ResponsiveImage image="https://cdn.example/c.webp" slot="card" alt="x" />)).toBe(
      '<img src="https://cdn.example/c.webp" alt="x" width="1200" height="630" loading="lazy" decoding="async"/>',
    );
  });
});
