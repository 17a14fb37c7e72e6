import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heroArtPath } from './hero-art-path';

describe('hero art path', () => {
  it('gives each page family its motif, the same file for the same path, and only files that exist', () => {
    expect(heroArtPath('/legal/privacy')).toMatch(/^\/media\/art\/hero-document-\d\.svg$/);
    expect(heroArtPath('/contact')).toMatch(/hero-map-/);
    expect(heroArtPath('/unknown-family')).toMatch(/hero-graph-/);
    expect(heroArtPath('/about/partners')).toBe(heroArtPath('/about/partners'));
    const paths = ['/about', '/about/leadership', '/about/partners', '/careers', '/careers/job/x', '/legal/eula', '/legal/dpa', '/brand', '/brand/newsroom', '/hub/events/2711', '/contact', '/industries'];
    for (const path of paths) expect(existsSync(`public${heroArtPath(path)}`), path).toBe(true);
    expect(new Set(paths.map(heroArtPath)).size).toBeGreaterThan(5);
  });
});
