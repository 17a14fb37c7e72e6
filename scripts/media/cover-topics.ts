/**
 * What a cover shows, decided from the item's topic (src/styles/README.md, "Generated images"):
 * the motif says what kind of work the item is about, the main colour is blue or teal.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { color } from './brand';

export type CoverSection = 'blog' | 'use-cases' | 'newsroom';
export type Motif = 'terrain' | 'network' | 'timeline' | 'documents' | 'radar' | 'signal';

export interface CoverItem {
  id: string;
  section: CoverSection;
  title: string;
  categories: readonly string[];
  /**
   * How many items of the same section and motif come before this one; neighbours alternate
   * between the motif's drawings. Omitted: the id decides.
   */
  variant?: number;
}

/** The first category that names a motif decides it; the order of an item's categories is the editor's. */
const CATEGORY_MOTIF: Record<string, Motif> = {
  'public-safety': 'terrain',
  corporate: 'terrain',
  offices: 'terrain',
  events: 'terrain',
  'national-security': 'network',
  tradecraft: 'network',
  partnership: 'network',
  defense: 'radar',
  research: 'signal',
  product: 'signal',
  'product-update': 'timeline',
  'press-release': 'timeline',
  funding: 'timeline',
  certification: 'documents',
  security: 'documents',
  award: 'documents',
};

/**
 * A title that names the work outright beats the category: a post filed under public safety about
 * legal basis is about law, a defence use case about tracking units is about a map.
 */
const TITLE_MOTIF: Array<[RegExp, Motif]> = [
  [/\b(legal|law|evidence|proportionality|certif\w*|iso\b|audit\w*|award|maturity)/i, 'documents'],
  [/\b(monitor\w*|decay|livestream|timeline|crisis)/i, 'timeline'],
  [/\b(geo|map|office|trip|footprint|tracking|battlefield|surrounding|trafficking)/i, 'terrain'],
  [/\b(network|attribution|manipulation|radicali[sz]ation|partner\w*|collection plans?)/i, 'network'],
];

const TEAL_TOPICS = new Set(['public-safety', 'corporate', 'events', 'tradecraft', 'offices', 'partnership', 'certification', 'security']);

export function motifFor(item: Pick<CoverItem, 'title' | 'categories'>): Motif {
  for (const [pattern, motif] of TITLE_MOTIF) if (pattern.test(item.title)) return motif;
  for (const category of item.categories) {
    const motif = CATEGORY_MOTIF[category];
    if (motif) return motif;
  }
  return 'network';
}

/** Main line colour from the first category; blue otherwise. */
export function mainColorFor(item: Pick<CoverItem, 'categories'>): string {
  return TEAL_TOPICS.has(item.categories[0] ?? '') ? color.accent : color.primary;
}

export const SECTION_LABEL: Record<CoverSection, string> = { blog: 'Hub', 'use-cases': 'Use case', newsroom: 'Newsroom' };

const require = createRequire(import.meta.url);
let categoryLabels: Record<string, string> | undefined;

/** The site's English category label (locales/en/article.json), or the spec's derived form. */
export function categoryLabelFor(slug: string): string {
  categoryLabels ??= (JSON.parse(readFileSync(require.resolve('../../locales/en/article.json'), 'utf8')) as { categories?: Record<string, string> }).categories ?? {};
  return categoryLabels[slug] ?? slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}
