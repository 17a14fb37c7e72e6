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
 * A pool's items grouped by their categories, each group in ranking order (newest, then id).
 * Within a group every item shares as many topics with a page and belongs to the same section,
 * so only a group's first few can make a page's list: a page looks at a handful of items per
 * group instead of scanning the whole blog (3.8 ms per article page at 10,000 posts, every
 * article page of the build in every language). Built once per list: the content lists do not
 * change during a build (siteContent() is read once).
 */
interface Group {
  categories: readonly string[];
  /** Indexes into the pool, best first. */
  order: number[];
}

interface PoolIndex {
  times: Float64Array;
  groups: Group[];
}

const poolIndexes = new WeakMap<readonly RelatedSource[], PoolIndex>();

function indexOf(items: readonly RelatedSource[]): PoolIndex {
  let index = poolIndexes.get(items);
  if (index) return index;
  const times = Float64Array.from(items, (item) => timeOf(item.date) || 0);
  const byKey = new Map<string, Group>();
  items.forEach((item, at) => {
    const categories = item.categories ?? [];
    // Sorted with repeats kept: an item counts a category it lists twice twice, as the ranking does.
    const key = [...categories].sort().join('\u0000');
    let group = byKey.get(key);
    if (!group) byKey.set(key, (group = { categories, order: [] }));
    group.order.push(at);
  });
  const groups = [...byKey.values()];
  for (const group of groups) group.order.sort((a, b) => times[b]! - times[a]! || (items[a]!.id < items[b]!.id ? -1 : items[a]!.id > items[b]!.id ? 1 : a - b));
  index = { times, groups };
  poolIndexes.set(items, index);
  return index;
}

/**
 * The items a page ends with, chosen at build: most shared categories first, then the newest;
 * never the item itself, never twice. Each category group offers its best `count` items and the
 * page keeps the best `count` of those, which are the best of the whole list.
 */
export function pickRelated<T extends RelatedSource>(
  self: { id: string; section: ArticleSection; categories?: readonly string[] },
  pools: readonly RelatedPool<T>[],
  count = RELATED_COUNT,
): Array<{ item: T; section: ArticleSection }> {
  const topics = new Set(self.categories ?? []);
  const best: Ranked<T>[] = [];
  const consider = (candidate: Ranked<T>) => {
    if (best.length === count && !better(candidate, best[count - 1]!)) return;
    // Ids are unique within a section (content validation), but a list given twice must not repeat an item.
    if (best.some((b) => b.section === candidate.section && b.item.id === candidate.item.id)) return;
    let at = best.length;
    while (at > 0 && better(candidate, best[at - 1]!)) at -= 1;
    best.splice(at, 0, candidate);
    if (best.length > count) best.pop();
  };
  for (const pool of pools) {
    const sameSection = pool.section === self.section;
    const { times, groups } = indexOf(pool.items);
    const offered: number[] = [];
    for (const group of groups) {
      let shared = 0;
      for (const category of group.categories) if (topics.has(category)) shared += 1;
      if (!sameSection && shared === 0) continue;
      const ids = new Set<string>();
      for (const at of group.order) {
        if (ids.size === count) break;
        const id = pool.items[at]!.id;
        if (sameSection && id === self.id) continue;
        ids.add(id);
        offered.push(at);
      }
    }
    // In list order, as a scan of the whole list would meet them.
    offered.sort((a, b) => a - b);
    for (const at of offered) {
      const item = pool.items[at]!;
      let shared = 0;
      for (const category of item.categories ?? []) if (topics.has(category)) shared += 1;
      consider({ item, section: pool.section, shared, sameSection, time: times[at]! });
    }
  }
  return best.map(({ item, section }) => ({ item, section }));
}
