import type { LocaleKey } from '../i18n/locales';
import type { ProviderKey } from '../third-party/providers';
import type { JsonLd } from './structured-data';
import type { SearchOptions } from '../search/search-entry';

export interface SocialImage {
  /** Root-relative or absolute URL of a 1200x630 image. */
  url: string;
  width: number;
  height: number;
  alt: string;
  type?: string;
}

export interface PageHeadOptions {
  /** Page title without the brand; the helper appends it. */
  title: string;
  description: string;
  /** Heading of the page, for the last breadcrumb (defaults to the title). */
  heading?: string;
  image?: SocialImage;
  /** Spec: legal, environment and some auxiliary pages ask crawlers not to index or follow. */
  noindex?: boolean;
  /** Root-relative path of the page's own oEmbed JSON (articles, jobs); others get a "link" one. */
  oembed?: string;
  /**
   * Unprefixed path of the page whose "link" oEmbed this one shares, when it has none of its own:
   * a list's later pages share its first page's, which keeps 11,000 files out of a 10,000-post
   * deployment (docs/deployment.md, "Files at scale").
   */
  oembedPage?: string;
  /** Canonical path when another URL shows the same page (/industries/defence -> defense). */
  canonicalPath?: string;
  ogType?: 'website' | 'article';
  /** Page-specific JSON-LD (BlogPosting, JobPosting, ...). */
  jsonLd?: JsonLd[];
  /** Not-found pages have no canonical or alternates. */
  notFound?: boolean;
  /** RSS feeds to announce (root-relative hrefs). */
  feeds?: Array<{ title: string; href: string }>;
  /** Third parties this page's content loads; the build's CSP for the page allows their hosts. */
  thirdParties?: readonly ProviderKey[];
  /**
   * Content items (posts, use cases, newsroom articles, jobs): the page languages in which the item
   * is a page of its own. Under any other language the page shows the English text, so its
   * canonical is the English page and it joins no hreflang set (DESIGN.md "Content languages").
   */
  contentLanguages?: readonly LocaleKey[];
  /**
   * When the content the page shows last changed (an item: its updated_at, else its date; a list:
   * its newest item's), as an ISO date. It becomes og:updated_time, and the sitemap's lastmod is
   * read from it. Pages that show no dated content leave it out: no lastmod is better than the
   * build time, which would change every build.
   */
  contentDate?: string | null;
  /**
   * The page in the site's search (src/lib/search/search-entry.ts): an item's topics, or false to
   * keep it out (an item's `search: false`, a staging preview). Other pages are in by their route.
   */
  search?: SearchOptions | false;
}

export const DEFAULT_SOCIAL_IMAGE: Omit<SocialImage, 'alt'> = {
  url: '/media/og/default.png',
  width: 1200,
  height: 630,
  type: 'image/png',
};


/** The meta property carrying the page's content date, which the sitemap reads back as lastmod. */
export const UPDATED_TIME_PROPERTY = 'og:updated_time';
