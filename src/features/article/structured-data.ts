import { site } from '../../config/site';
import { absoluteUrl } from '../../lib/i18n/localize-path';
import type { JsonLd } from '../../lib/head/structured-data';
import type { ArticlePageData } from '../../content/page-data/types';
import { withTimeZone } from '../../lib/dates/calendar';
import { ABOUT_PATH } from '../../content/people/author-page';

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
      ? {
          '@type': 'Person',
          name: article.author,
          // The page about the author: an executive's card on the leadership page, else the about page.
          url: absoluteUrl(site.origin, article.authorPage ?? ABOUT_PATH),
          worksFor: { '@id': `${site.origin}/#organization` },
        }
      : { '@type': 'Organization', name: site.name, url: site.origin },
    image: [image],
    publisher: { '@id': `${site.origin}/#organization` },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    keywords: article.categories.filter((c) => c !== 'PREVIEW').join(', ') || undefined,
  };
}
