/**
 * Which composition opens a page's hero (src/styles/README.md, "Hero family"): each page family
 * shows something real of its own, so no two families open with the same picture.
 * - product: a product screen (the platform, capabilities and industries sell the product; /about
 *   shows the tool its title says the company builds), or a screen with what it is shown for: the
 *   demo's agenda (book a demo), the sectors (industries);
 * - data: a figure panel of numbers from the page's own report that the page does not print
 *   (environment: where the cut came from, beside tiles of the totals);
 * - map: the three offices drawn on their part of Europe (contact pages: people come to reach us);
 * - people: the portraits or partner marks the page is about, or the colleagues a candidate joins;
 *   culture shows the team as the languages spoken in its offices (the portraits are careers');
 * - document: the document itself, a title page with its sections (legal, newsroom, brand and its
 *   guidelines, and the security overview that the trust page offers);
 * - motif: the family's drawn motif, wide screens only, for long-form pages (a job, an event) whose
 *   text must come first on phones.
 */
export type HeroComposition = 'product' | 'data' | 'map' | 'people' | 'document' | 'motif';

/** Exact paths first (a page that differs from its family), then the first path segment. */
const PAGES: Record<string, HeroComposition> = {
  '/about': 'product',
  '/about/environment': 'data',
  '/about/leadership': 'people',
  '/about/company-culture': 'people',
  '/about/partners': 'people',
  '/msft-marketplace/contact': 'map',
  '/brand/contact': 'map',
};

const FAMILIES: Record<string, HeroComposition> = {
  solution: 'product',
  industries: 'product',
  trust: 'document',
  about: 'people',
  contact: 'map',
  bookademo: 'product',
  careers: 'people',
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
