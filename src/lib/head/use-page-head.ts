import { useHead } from '@unhead/react';
import { useDeferredHead } from './deferred-head';
import { useTranslation } from 'react-i18next';
import { site } from '../../config/site';
import { getLocale, LOCALES, type LocaleKey } from '../i18n/locales';
import { absoluteUrl, localizeHref } from '../i18n/localize-path';
import { useLocale, useUnprefixedPath } from '../i18n/use-locale';
import { buildCrumbs } from '../routing/breadcrumbs';
import { isFixedPagePath } from '../../routes/match-page-route';
import { useRouteLabel } from '../routing/use-route-label';
import { NEEDS_META, type ProviderKey } from '../third-party/providers';
import { pageOembedPath } from './page-oembed';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, type JsonLd } from './structured-data';

declare const __SITE_ENV__: string;

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
}

export const DEFAULT_SOCIAL_IMAGE: Omit<SocialImage, 'alt'> = {
  url: '/media/og/default.png',
  width: 1200,
  height: 630,
  type: 'image/png',
};

/**
 * The one head helper: every page calls it once. It writes title, description, canonical,
 * hreflang, Open Graph, Twitter, icons, robots and JSON-LD, identically at build and in the browser.
 */
export function usePageHead(options: PageHeadOptions): void {
  const locale = useLocale();
  const path = useUnprefixedPath();
  const { t } = useTranslation('common');
  const labelFor = useRouteLabel();

  const canonicalPath = options.canonicalPath ?? path;
  const urlFor = (key: LocaleKey) => absoluteUrl(site.origin, localizeHref(canonicalPath, key));
  // Languages in which this page is its own text; an item shown in English elsewhere points home.
  const languages = LOCALES.filter((l) => !options.contentLanguages || options.contentLanguages.includes(l.key));
  const ownPage = languages.some((l) => l.key === locale.key);
  const textLocale = ownPage ? locale : getLocale('en');
  const canonical = urlFor(textLocale.key);
  const isHome = path === '/';
  const title = isHome ? `${site.name} | ${options.title}` : `${options.title} | ${site.name}`;
  const image = { ...DEFAULT_SOCIAL_IMAGE, alt: t('meta.defaultImageAlt'), ...options.image };
  const absoluteImage = /^https?:\/\//.test(image.url) ? image.url : absoluteUrl(site.origin, image.url);
  const noindex = options.noindex || options.notFound || __SITE_ENV__ === 'staging';

  const crumbs = buildCrumbs({
    path,
    locale: locale.key,
    homeLabel: t('breadcrumb.home'),
    currentLabel: options.heading ?? options.title,
    labelFor,
    hasPage: isFixedPagePath,
  });

  const link: Array<Record<string, string>> = [];
  if (!options.notFound) {
    link.push({ rel: 'canonical', href: canonical });
    if (ownPage) {
      for (const l of languages) link.push({ rel: 'alternate', hreflang: l.tag, href: urlFor(l.key) });
      link.push({ rel: 'alternate', hreflang: 'x-default', href: urlFor('en') });
    }
  }
  for (const feed of options.feeds ?? []) {
    link.push({ rel: 'alternate', type: 'application/rss+xml', title: feed.title, href: absoluteUrl(site.origin, feed.href) });
  }
  if (!options.notFound) {
    link.push({
      rel: 'alternate',
      type: 'application/json+oembed',
      href: absoluteUrl(site.origin, options.oembed ?? pageOembedPath(localizeHref(path, locale.key))),
      title: options.title,
    });
  }

  const meta: Array<Record<string, string>> = [
    { name: 'description', content: options.description },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: options.title },
    { property: 'og:description', content: options.description },
    { property: 'og:type', content: options.ogType ?? 'website' },
    { property: 'og:image', content: absoluteImage },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { property: 'og:locale', content: textLocale.ogLocale },
    ...languages.filter((l) => l.key !== textLocale.key).map((l) => ({ property: 'og:locale:alternate', content: l.ogLocale })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: options.title },
    { name: 'twitter:description', content: options.description },
    { name: 'twitter:image', content: absoluteImage },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  if (image.type) meta.push({ property: 'og:image:type', content: image.type });
  if (!options.notFound) meta.push({ property: 'og:url', content: canonical });
  if (noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  if (options.thirdParties?.length) meta.push({ name: NEEDS_META, content: [...options.thirdParties].sort().join(' ') });

  const jsonLd = [...(options.notFound ? [] : [breadcrumbJsonLd(crumbs)]), ...(options.jsonLd ?? [])];

  useHeadInput({
    title,
    link,
    meta,
    script: jsonLd.map((data, index) => ({ type: 'application/ld+json', key: `ld-page-${index}`, innerHTML: serializeJsonLd(data) })),
  });
}

// The tag lists are built generically; unhead's per-tag types are stricter than they need to be.
// In the browser the tags are already in the prerendered page; unhead loads once they change.
function useHeadInput(input: Record<string, unknown>, options?: { tagPriority: 'low' }): void {
  if (import.meta.env.SSR) useHead(input as unknown as Parameters<typeof useHead>[0], options);
  else useDeferredHead(input, options);
}

/**
 * Tags every page has whatever it renders (also the error screen): html lang, icons, a default
 * title and the Organization JSON-LD. Called once by the layout; pages add theirs on top.
 *
 * The default title is pushed with low priority because unhead's order alone decides otherwise:
 * on the server entries are pushed during render (layout first, page last: the page wins), but in
 * the browser @unhead/react pushes them in effects, which React runs child first, so the layout's
 * default came last and replaced every page's title once the app hydrated.
 */
export function useSiteHead(): void {
  const locale = useLocale();
  useHeadInput({
    htmlAttrs: { lang: locale.tag },
    title: `${site.name} | ${site.tagline}`,
    link: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png', sizes: '180x180' },
    ],
    script: [{ type: 'application/ld+json', key: 'ld-organization', innerHTML: serializeJsonLd(organizationJsonLd()) }],
  }, { tagPriority: 'low' });
}
