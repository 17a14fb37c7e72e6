import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeroArt, MOTIFS } from './hero-art';

const draw = (seed: string, motif: (typeof MOTIFS)[number]) => renderToStaticMarkup(createElement(HeroArt, { seed, motif }));

describe('hero art', () => {
  it('draws the same picture for the same seed and another for another seed', () => {
    const first = draw('hero/graph/0', 'graph');
    expect(draw('hero/graph/0', 'graph')).toBe(first);
    expect(draw('hero/graph/1', 'graph')).not.toBe(first);
  });

  it('is a standalone SVG of the requested motif with at most one amber point', () => {
    for (const motif of MOTIFS) {
      const svg = draw('hero/x/0', motif);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`data-motif="${motif}"`);
      expect(svg.match(/fill="#F5A524"/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });
});
