/**
 * Which composition opens a page's hero (src/styles/README.md, "Hero family"): each page family
 * shows something real of its own, so no two families open with the same picture.
 * - product: a product screen (the platform, capabilities and industries sell the product);
 * - data: a figure panel of the page's own numbers (environment, trust);
 * - map: the three offices drawn on their part of Europe (people come to these pages to reach us);
 * - people: the portraits or partner marks the page is about;
 * - document: the document itself, a title page with its sections (legal, newsroom, brand);
 * - motif: the family's drawn motif, wide screens only, for long-form pages (a job, an event) whose
 *   text must come first on phones.
 */
export type HeroComposition = 'product' | 'data' | 'map' | 'people' | 'document' | 'motif';

/** Exact paths first (a page that differs from its family), then the first path segment. */
const PAGES: Record<string, HeroComposition> = {
  '/about/environment': 'data',
  '/about/leadership': 'people',
  '/about/company-culture': 'people',
  '/about/partners': 'people',
  '/industries': 'map',
  '/msft-marketplace/contact': 'map',
  '/brand/contact': 'map',
};

const FAMILIES: Record<string, HeroComposition> = {
  solution: 'product',
  industries: 'product',
  trust: 'data',
  about: 'people',
  contact: 'map',
  bookademo: 'map',
  careers: 'map',
  legal: 'document',
  brand: 'document',
};

/** Long-form pages: the hero stays one column on phones so their text starts high. */
const LONG_FORM = [/^\/careers\/job\//, /^\/hub\//];

/** The hero composition of a page, from its path without the language prefix. */
export function heroComposition(path: string): HeroComposition {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (LONG_FORM.some((pattern) => pattern.test(clean))) return 'motif';
  return PAGES[clean] ?? FAMILIES[clean.split('/')[1] ?? ''] ?? 'motif';
}
