/**
 * The drawn hero visuals of inner pages (art direction: src/styles/README.md), one SVG per motif
 * and variant: public/media/art/hero-{motif}-{variant}.svg. PageHero picks the motif by page family
 * and the variant from the path (src/components/page-hero/hero-art-path.ts).
 *
 *   node_modules/.bin/tsx scripts/media/generate-hero-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { HERO_ART_VARIANTS } from '../../src/components/page-hero/hero-art-path';
import { HeroArt, MOTIFS } from './hero-art';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'media', 'art');
mkdirSync(OUT, { recursive: true });
for (const motif of MOTIFS) {
  for (let variant = 0; variant < HERO_ART_VARIANTS; variant += 1) {
    const svg = renderToStaticMarkup(createElement(HeroArt, { seed: `hero/${motif}/${variant}`, motif }));
    const file = join(OUT, `hero-${motif}-${variant}.svg`);
    writeFileSync(file, `${svg}\n`);
    console.log(`public/media/art/hero-${motif}-${variant}.svg  ${svg.length} B`);
  }
}
