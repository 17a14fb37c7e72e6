import { describe, expect, it } from 'vitest';
import { pickRelated, RELATED_COUNT } from './related-items';
import { capabilityUseCases } from './capability-use-cases';

const post = (id: string, date: string, categories: string[]) => ({ id, date, categories });

const blog = [
  post('a', '2026-01-01', ['research']),
  post('b', '2025-06-01', ['research', 'tradecraft']),
  post('c', '2025-01-01', ['tradecraft']),
  post('d', '2024-01-01', ['events']),
  post('e', '2026-06-01', ['events']),
  post('self', '2025-03-01', ['research', 'tradecraft']),
];
const useCases = [post('uc-1', '2026-09-01', ['public-safety']), post('uc-2', '2026-10-01', ['tradecraft', 'research'])];

const ids = (picked: Array<{ item: { id: string }; section: string }>) => picked.map(({ item, section }) => `${section}/${item.id}`);

describe('pickRelated', () => {
  it('ranks by shared categories, then the page section, then recency, and never picks the item itself', () => {
    const picked = pickRelated({ id: 'self', section: 'hub', categories: ['research', 'tradecraft'] }, [
      { section: 'hub', items: blog },
      { section: 'use-cases', items: useCases },
    ]);
    expect(ids(picked)).toEqual(['hub/b', 'use-cases/uc-2', 'hub/a']);
    expect(picked).toHaveLength(RELATED_COUNT);
  });

  it('fills up with the newest items of the same section when too few share a topic', () => {
    const picked = pickRelated({ id: 'd', section: 'hub', categories: ['events'] }, [{ section: 'hub', items: blog }]);
    expect(ids(picked)).toEqual(['hub/e', 'hub/a', 'hub/b']);
  });

  it('takes other sections only when they share a topic', () => {
    const picked = pickRelated({ id: 'uc-1', section: 'use-cases', categories: ['public-safety'] }, [
      { section: 'use-cases', items: useCases },
      { section: 'hub', items: blog },
    ]);
    expect(ids(picked)).toEqual(['use-cases/uc-2']);
  });

  it('never returns an item twice, and does not depend on list order', () => {
    const doubled = [...blog, post('b', '2025-06-01', ['research', 'tradecraft'])];
    const picked = pickRelated({ id: 'self', section: 'hub', categories: ['research'] }, [{ section: 'hub', items: doubled }]);
    expect(new Set(ids(picked)).size).toBe(picked.length);
    const reversed = pickRelated({ id: 'self', section: 'hub', categories: ['research'] }, [{ section: 'hub', items: [...doubled].reverse() }]);
    expect(ids(reversed)).toEqual(ids(picked));
  });

  it('breaks ties of topics and date by id', () => {
    const twins = [post('z', '2025-01-01', ['x']), post('m', '2025-01-01', ['x']), post('q', '2025-01-01', ['x'])];
    const picked = pickRelated({ id: 'self', section: 'hub', categories: ['x'] }, [{ section: 'hub', items: twins }], 2);
    expect(ids(picked)).toEqual(['hub/m', 'hub/q']);
  });
});

/** The ranking written out as a sort of every candidate, to check the grouped pick against. */
function rankedByScan(self: { id: string; section: 'hub' | 'use-cases'; categories: string[] }, pools: Array<{ section: 'hub' | 'use-cases'; items: ReturnType<typeof post>[] }>, count: number) {
  const topics = new Set(self.categories);
  const all = pools.flatMap((pool) =>
    pool.items.flatMap((item) => {
      const sameSection = pool.section === self.section;
      const shared = item.categories.filter((c) => topics.has(c)).length;
      if ((sameSection && item.id === self.id) || (!sameSection && shared === 0)) return [];
      return [{ key: `${pool.section}/${item.id}`, shared, sameSection, time: Date.parse(item.date), section: pool.section, id: item.id }];
    }),
  );
  all.sort((a, b) => b.shared - a.shared || Number(b.sameSection) - Number(a.sameSection) || b.time - a.time || (a.section < b.section ? -1 : a.section > b.section ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return all.slice(0, count).map((c) => c.key);
}

describe('pickRelated over many items', () => {
  // A small generator with a fixed seed: the same lists on every run.
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const topics = ['research', 'tradecraft', 'events', 'public-safety', 'defence'];
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const items = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => post(`${prefix}-${i}`, `202${Math.floor(random() * 4)}-0${1 + Math.floor(random() * 3)}-01`, Array.from({ length: Math.floor(random() * 3) }, () => pick(topics))));

  it('picks what a scan of every item ranks first, for every item of the lists', () => {
    const blog = items('post', 300);
    const useCases = items('uc', 40);
    for (const count of [1, 3, 5]) {
      for (const self of blog) {
        const pools = [{ section: 'hub' as const, items: blog }, { section: 'use-cases' as const, items: useCases }];
        expect(ids(pickRelated({ ...self, section: 'hub' }, pools, count))).toEqual(rankedByScan({ ...self, section: 'hub' }, pools, count));
      }
      for (const self of useCases) {
        const pools = [{ section: 'use-cases' as const, items: useCases }, { section: 'hub' as const, items: blog }];
        expect(ids(pickRelated({ ...self, section: 'use-cases' }, pools, count))).toEqual(rankedByScan({ ...self, section: 'use-cases' }, pools, count));
      }
    }
  });
});

describe('capabilityUseCases', () => {
  const useCase = (id: string, title: string, excerpt: string, date: string, featured = false) => ({ id, title, excerpt, date, featured });
  const list = [
    useCase('events', 'Large event monitoring', 'Signals before and during festivals.', '2024-05-14', true),
    useCase('trip', 'Trip protection', 'Geofences and targeted alerts.', '2024-10-01'),
    useCase('threats', 'Surrounding threats', 'Keep watch over offices.', '2026-04-07'),
    useCase('damage', 'Damage assessment', 'Verify strikes from footage and imagery.', '2026-09-15'),
  ];

  it('picks the use cases whose words match the capability, best match first, at most three', () => {
    expect(capabilityUseCases('monitor', list).map((u) => u.id)).toEqual(['events', 'trip', 'threats']);
  });

  it('tops up to two when fewer match, and never repeats one', () => {
    const picked = capabilityUseCases('investigate', [...list, list[3]!]).map((u) => u.id);
    expect(picked[0]).toBe('damage');
    expect(picked).toHaveLength(2);
    expect(new Set(picked).size).toBe(2);
  });
});
