import { describe, expect, it } from 'vitest';
import { INDUSTRY_POSTS, relatedPosts } from './load-page-data';

describe('related posts of an industry page', () => {
  const blog = Array.from({ length: 40 }, (_, i) => ({ id: `post-${i}`, categories: i % 3 === 0 ? ['defense'] : ['research'] }));
  it('keeps the newest posts of the topic, in blog order, up to the cap', () => {
    expect(relatedPosts(blog, 'defense').map((p) => p.id)).toEqual(['post-0', 'post-3', 'post-6', 'post-9', 'post-12', 'post-15']);
    expect(INDUSTRY_POSTS).toBe(6);
  });
  it('returns fewer when the topic has fewer, and none for an unused topic', () => {
    expect(relatedPosts(blog.slice(0, 4), 'defense')).toHaveLength(2);
    expect(relatedPosts(blog, 'corporate')).toEqual([]);
  });
});
