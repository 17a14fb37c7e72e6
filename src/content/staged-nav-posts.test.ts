import { describe, expect, it } from 'vitest';
import { overlayNavPosts } from './staged-nav-posts';

const built = [
  { id: 'newest', title: 'Newest built', date: '2026-11-10' },
  { id: 'older', title: 'Older built', date: '2026-05-12' },
];
const entry = (id: string, date: string, title = `Staged ${id}`) => ({ id, title, date, excerpt: `About ${id}.`, categories: ['research'] });

describe('overlayNavPosts', () => {
  it('puts a newer staged post first and replaces a same-id post in place', () => {
    const merged = overlayNavPosts(built, [entry('fresh', '2026-11-20'), entry('older', '2026-05-12', 'Older, staged')]);
    expect(merged.map((p) => [p.id, p.title])).toEqual([
      ['fresh', 'Staged fresh'],
      ['newest', 'Newest built'],
      ['older', 'Older, staged'],
    ]);
    expect(merged[0]).toMatchObject({ excerpt: 'About fresh.', category: 'research' });
  });

  it('orders by the staged date when a staged post changes its date', () => {
    const merged = overlayNavPosts(built, [entry('older', '2026-12-01')]);
    expect(merged.map((p) => p.id)).toEqual(['older', 'newest']);
  });

  it('skips entries the post schema refuses and leaves the list as built without a staging list', () => {
    expect(overlayNavPosts(built, [{ title: 'no id', date: '2026-12-01' }, entry('bad id!', '2026-12-01'), entry('bad-date', 'soon')])).toEqual(built);
    expect(overlayNavPosts(built, null)).toEqual(built);
    expect(overlayNavPosts(built, { posts: [] })).toEqual(built);
  });
});
