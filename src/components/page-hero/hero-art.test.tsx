import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeroArt } from './hero-art';

describe('hero art', () => {
  it('draws the same picture for the same page (server and browser agree) and another for another page', () => {
    const about = renderToString(<HeroArt seed="/about/leadership" motif="graph" />);
    expect(renderToString(<HeroArt seed="/about/leadership" motif="graph" />)).toBe(about);
    expect(renderToString(<HeroArt seed="/about/partners" motif="graph" />)).not.toBe(about);
  });

  it('is decorative, uses the requested motif and keeps to one amber point', () => {
    for (const motif of ['graph', 'map', 'radar', 'timeline', 'document'] as const) {
      const svg = renderToString(<HeroArt seed="/x" motif={motif} />);
      expect(svg).toContain('aria-hidden="true"');
      expect(svg).toContain(`data-motif="${motif}"`);
      expect(svg.match(/class="[^"]*amber[^"]*"/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });
});
