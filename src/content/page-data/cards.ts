import { metaExcerpt, readingMinutes, wordCount } from '../article/excerpt';
import type { ArticleCard, ArticleSection } from './types';

/** Fields of a post or use case a card needs; the raw JSON entry has them too (staging overlay). */
export interface CardSource {
  id: string;
  title: string;
  excerpt?: string;
  description?: string;
  date: string;
  image?: string;
  /** Set by the content loader for a local cover (src/content/images/image-hash.ts). */
  imageHash?: string;
  /** Hash of the cover's title-less twin, when it has one (src/lib/images/shown-cover.ts). */
  motifHash?: string;
  categories?: string[];
  readingtime?: number;
  featured?: boolean;
  /** Language of title and excerpt (localizeItem sets it); English when absent. */
  lang?: string;
}

/** A card from an entry: build-time lists and the browser's staging overlay use the same rule. */
export function toCard(section: ArticleSection, entry: CardSource): ArticleCard {
  return {
    id: entry.id,
    section,
    title: entry.title,
    excerpt: metaExcerpt(entry),
    date: entry.date,
    image: entry.image ?? null,
    ...(entry.image && entry.imageHash ? { imageHash: entry.imageHash } : {}),
    ...(entry.image && entry.motifHash ? { motifHash: entry.motifHash } : {}),
    categories: entry.categories ?? [],
    readingMinutes: entry.readingtime ?? readingMinutes(undefined, wordCount(entry.description)),
    featured: Boolean(entry.featured),
    lang: entry.lang ?? 'en',
  };
}
