import { describe, expect, it } from 'vitest';
import type { ArticlePageData } from '../../content/page-data/types';
import { structuredDataProblems } from '../../../scripts/gates/structured-data-rules';
import { blogPostingJsonLd } from './structured-data';

const origin = 'https://www.quorvia.example';
const article: ArticlePageData['article'] = {
  id: 'small-data-beats-big-data',
  section: 'hub',
  title: 'Small data beats big data',
  excerpt: 'Why less is more.',
  date: '2025-03-14',
  image: '/media/blog/small-data-beats-big-data.webp',
  categories: ['research'],
  readingMinutes: 4,
  featured: false,
  lang: 'en',
  author: 'Mathilde Reuland',
  authorPage: '/about/leadership#mathilde-reuland',
  updatedAt: '2025-04-01',
  body: { ok: true, html: '<p>x</p>', toc: [], providers: [], words: 1 },
  lead: null,
  languages: ['en'],
};
const canonical = `${origin}/hub/small-data-beats-big-data`;

describe('BlogPosting structured data', () => {
  it("gives the author a url on this site and the canonical as mainEntityOfPage", () => {
    const data = blogPostingJsonLd(article, canonical, 'en');
    expect(data.author).toEqual({
      '@type': 'Person',
      name: 'Mathilde Reuland',
      url: `${origin}/about/leadership#mathilde-reuland`,
      worksFor: { '@id': `${origin}/#organization` },
    });
    expect(data).toMatchObject({ mainEntityOfPage: { '@id': canonical }, datePublished: '2025-03-14T00:00:00+00:00', dateModified: '2025-04-01T00:00:00+00:00' });
    expect(structuredDataProblems(data)).toEqual([]);
  });
  it('falls back to the about page for an author without a page of their own, and to the organisation without an author', () => {
    expect(blogPostingJsonLd({ ...article, author: 'Sofia Marangoni', authorPage: null }, canonical, 'en').author).toMatchObject({ url: `${origin}/about` });
    expect(blogPostingJsonLd({ ...article, author: null, authorPage: null }, canonical, 'en').author).toEqual({ '@type': 'Organization', name: 'Quorvia', url: origin });
  });
});
