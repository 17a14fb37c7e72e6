import { describe, expect, it } from 'vitest';
import { addLcpPreload as addOnParts, lcpPreloadTags } from './lcp-preload';
import { onWholePage } from './page-parts';

const addLcpPreload = onWholePage(addOnParts);

const head = '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>a{}</style></head>';

const heroPicture =
  '<picture>' +
  '<source media="(max-width: 767px)" type="image/avif" srcSet="/m-390.avif 390w, /m-780.avif 780w" sizes="100vw"/>' +
  '<source media="(max-width: 767px)" type="image/webp" srcSet="/m-390.webp 390w, /m-780.webp 780w" sizes="100vw"/>' +
  '<source type="image/avif" srcSet="/d-960.avif 960w, /d-1920.avif 1920w" sizes="100vw"/>' +
  '<source type="image/webp" srcSet="/d-960.webp 960w, /d-1920.webp 1920w" sizes="100vw"/>' +
  '<img src="/d-960.webp" srcSet="/d-960.webp 960w" sizes="100vw" alt="" fetchPriority="high"/></picture>';

describe('LCP preload', () => {
  it('preloads each AVIF source of the priority picture, each only where it applies', () => {
    expect(lcpPreloadTags(`${head}<body>${heroPicture}</body>`)).toEqual([
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/m-390.avif 390w, /m-780.avif 780w" imagesizes="100vw" media="(max-width: 767px)" fetchpriority="high">',
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/d-960.avif 960w, /d-1920.avif 1920w" imagesizes="100vw" media="(not (max-width: 767px))" fetchpriority="high">',
    ]);
  });

  it('puts the preloads right after the viewport meta, before the inlined CSS', () => {
    const out = addLcpPreload(`${head}<body>${heroPicture}</body>`);
    expect(out.indexOf('rel="preload" as="image"')).toBeGreaterThan(out.indexOf('name="viewport"'));
    expect(out.indexOf('rel="preload" as="image"')).toBeLessThan(out.indexOf('<style>'));
  });

  it('ignores lazy pictures before and after the priority one', () => {
    const lazy = '<picture><source type="image/avif" srcSet="/card.avif 720w" sizes="50vw"/><img src="/card.webp" loading="lazy" alt=""/></picture>';
    const tags = lcpPreloadTags(`${head}<body>${lazy}${heroPicture}${lazy}</body>`);
    expect(tags.join('')).not.toContain('/card.avif');
    expect(tags).toHaveLength(2);
  });

  it('preloads a bare priority image by its own candidates', () => {
    const img = '<img src="/a-720.webp" srcset="/a-360.webp 360w, /a-720.webp 720w" sizes="(max-width: 600px) 100vw, 50vw" alt="" fetchpriority="high">';
    expect(lcpPreloadTags(`${head}<body>${img}</body>`)).toEqual([
      '<link rel="preload" as="image" imagesrcset="/a-360.webp 360w, /a-720.webp 720w" imagesizes="(max-width: 600px) 100vw, 50vw" fetchpriority="high">',
    ]);
  });

  it('leaves a page without a priority image as it was', () => {
    const page = `${head}<body><img src="/x.webp" alt=""></body>`;
    expect(addLcpPreload(page)).toBe(page);
  });
});
