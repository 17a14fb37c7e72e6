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
 * Each pool's dates as numbers, parsed once per list: every article page of a build scans the
 * whole blog, and parsing each date on every page was a tenth of a 2,000-post build's render time.
 * The content lists do not change during a build (siteContent() is read once).
 */
const poolTimes = new WeakMap<readonly RelatedSource[], Float64Array>();

function timesOf(items: readonly RelatedSource[]): Float64Array {
  let times = poolTimes.get(items);
  if (!times) {
    times = Float64Array.from(items, (item) => timeOf(item.date) || 0);
    poolTimes.set(items, times);
  }
  return times;
}

/**
 * The items a page ends with, chosen at build: most shared categories first, then the newest;
 * never the item itself, never twice. One pass keeping the best `count` (no sort of the whole
 * list, no allocation per item), because every article page of a 10,000-post build runs it.
 */
export function pickRelated<T extends RelatedSource>(
  self: { id: string; section: ArticleSection; categories?: readonly string[] },
  pools: readonly RelatedPool<T>[],
  count = RELATED_COUNT,
): Array<{ item: T; section: ArticleSection }> {
  const topics = new Set(self.categories ?? []);
  const best: Ranked<T>[] = [];
  // Filled in for each item and copied only when it makes the list: the blog pool is every post.
  const scratch = { item: undefined as unknown as T, section: self.section, shared: 0, sameSection: false, time: 0 };
  for (const pool of pools) {
    const sameSection = pool.section === self.section;
    const times = timesOf(pool.items);
    pool.items.forEach((item, index) => {
      if (sameSection && item.id === self.id) return;
      let shared = 0;
      for (const category of item.categories ?? []) if (topics.has(category)) shared += 1;
      if (!sameSection && shared === 0) return;
      scratch.item = item;
      scratch.section = pool.section;
      scratch.shared = shared;
      scratch.sameSection = sameSection;
      scratch.time = times[index] ?? 0;
      if (best.length === count && !better(scratch, best[count - 1]!)) return;
      const candidate: Ranked<T> = { ...scratch };
      // Ids are unique within a section (content validation), but a list given twice must not repeat an item.
      if (best.some((b) => b.section === pool.section && b.item.id === item.id)) return;
      let at = best.length;
      while (at > 0 && better(candidate, best[at - 1]!)) at -= 1;
      best.splice(at, 0, candidate);
      if (best.length > count) best.pop();
    });
  }
  return best.map(({ item, section }) => ({ item, section }));
}
