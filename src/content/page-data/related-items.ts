import { timeOf } from '../../lib/dates/calendar';
import type { ArticleSection } from './types';

/** How many related items an article or use case ends with (art direction: every content page ends with a next step). */
export const RELATED_COUNT = 3;

export interface RelatedSource {
  id: string;
  date: string;
  categories?: readonly string[];
}

/** One list of candidates: same-section items fill in by recency, other sections only when they share a topic. */
export interface RelatedPool<T extends RelatedSource> {
  section: ArticleSection;
  items: readonly T[];
}

interface Ranked<T> {
  item: T;
  section: ArticleSection;
  shared: number;
  sameSection: boolean;
  time: number;
}

/** Better first: more shared topics, the page's own section, newer, then id so the pick never depends on list order. */
function better<T extends RelatedSource>(a: Ranked<T>, b: Ranked<T>): boolean {
  if (a.shared !== b.shared) return a.shared > b.shared;
  if (a.sameSection !== b.sameSection) return a.sameSection;
  if (a.time !== b.time) return a.time > b.time;
  if (a.section !== b.section) return a.section < b.section;
  return a.item.id < b.item.id;
}

/**
 * The items a page ends with, chosen at build: most shared categories first, then the newest;
 * never the item itself, never twice. One pass keeping the best `count` (no sort of the whole
 * list), because every article page of a 10,000-post build runs it.
 */
export function pickRelated<T extends RelatedSource>(
  self: { id: string; section: ArticleSection; categories?: readonly string[] },
  pools: readonly RelatedPool<T>[],
  count = RELATED_COUNT,
): Array<{ item: T; section: ArticleSection }> {
  const topics = new Set(self.categories ?? []);
  const best: Ranked<T>[] = [];
  const seen = new Set<string>([`${self.section}/${self.id}`]);
  for (const pool of pools) {
    const sameSection = pool.section === self.section;
    for (const item of pool.items) {
      const key = `${pool.section}/${item.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      let shared = 0;
      for (const category of item.categories ?? []) if (topics.has(category)) shared += 1;
      if (!sameSection && shared === 0) continue;
      const candidate: Ranked<T> = { item, section: pool.section, shared, sameSection, time: timeOf(item.date) || 0 };
      if (best.length === count && !better(candidate, best[count - 1]!)) continue;
      let at = best.length;
      while (at > 0 && better(candidate, best[at - 1]!)) at -= 1;
      best.splice(at, 0, candidate);
      if (best.length > count) best.pop();
    }
  }
  return best.map(({ item, section }) => ({ item, section }));
}
