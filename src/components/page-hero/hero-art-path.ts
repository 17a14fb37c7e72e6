/** The drawn hero visuals in public/media/art (scripts/media/generate-hero-art.ts). */
export type HeroMotif = 'graph' | 'map' | 'radar' | 'timeline' | 'document';

export const HERO_ART_VARIANTS = 4;
export const HERO_ART_SIZE = { width: 480, height: 360 } as const;

/** Each page family draws its own motif; the path picks one of its variants. */
const FAMILY_MOTIF: Record<string, HeroMotif> = {
  legal: 'document',
  trust: 'document',
  brand: 'radar',
  hub: 'radar',
  careers: 'graph',
  about: 'graph',
  contact: 'map',
  bookademo: 'map',
  'msft-marketplace': 'map',
  industries: 'map',
  solution: 'timeline',
  'use-cases': 'graph',
};

/** The hero image of a page, from its path without the language prefix. */
export function heroArtPath(path: string): string {
  const motif = FAMILY_MOTIF[path.split('/')[1] ?? ''] ?? 'graph';
  let sum = 0;
  for (const char of path) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return `/media/art/hero-${motif}-${sum % HERO_ART_VARIANTS}.svg`;
}
