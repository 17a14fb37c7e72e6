import { site } from '../../config/site';
import { absoluteUrl } from '../../lib/i18n/localize-path';
import type { JsonLd } from '../../lib/head/structured-data';
import type { ArticlePageData } from '../../content/page-data/types';

/** Dates carry a time zone, as Google asks: a bare calendar date is midnight UTC. */
export function withTimeZone(date: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return `${date}T00:00:00+00:00`;
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(date)) return date;
  return `${date}+00:00`;
}

/** Posts and use cases are BlogPostings; newsroom articles are NewsArticles (same required fields). */
export function blogPostingJsonLd(article: ArticlePageData['article'], url: string, language: string, type: 'BlogPosting' | 'NewsArticle' = 'BlogPosting'): JsonLd {
  const image = absoluteUrl(site.origin, article.image ?? '/media/og/default.png');
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: article.title.slice(0, 110),
    description: article.excerpt,
    inLanguage: language,
    datePublished: withTimeZone(article.date),
    dateModified: withTimeZone(article.updatedAt ?? article.date),
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : { '@type': 'Organization', name: site.name, url: site.origin },
    image: [image],
    publisher: { '@id': `${site.origin}/#organization` },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    keywords: article.categories.filter((c) => c !== 'PREVIEW').join(', ') || undefined,
  };
}
