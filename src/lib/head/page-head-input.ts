import type { TFunction } from 'i18next';
import { site } from '../../config/site';
import type { SiteEnv } from '../../config/site-env';
import type { Locale } from '../i18n/locales';
import { absoluteUrl, localizeHref } from '../i18n/localize-path';
import { pageUrls } from './canonical';
import { w3cDate } from '../dates/calendar';
import { buildCrumbs } from '../routing/breadcrumbs';
import { isFixedPagePath } from '../../routes/match-page-route';
import { NEEDS_META } from '../third-party/providers';
import { pageOembedPath } from './page-oembed';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from './structured-data';
import { DEFAULT_SOCIAL_IMAGE, UPDATED_TIME_PROPERTY, type PageHeadOptions } from './page-head-options';
import { searchMetaTags } from '../search/search-entry';

/** Replaced by Vite's `define` (vite.config.ts): only staging changes the head; development pages are production's. */
declare const __SITE_ENV__: SiteEnv;

/** What the page's head depends on besides its options. */
export interface PageHeadContext {
  locale: Locale;
  /** The page's path without the language prefix. */
  path: string;
  t: TFunction;
  labelFor: (path: string) => string | null;
}

/** The tags of one page (unhead input): title, description, canonical, hreflang, Open Graph, Twitter, robots, JSON-LD. */
export function pageHeadInput(options: PageHeadOptions, { locale, path, t, labelFor }: PageHeadContext): Record<string, unknown> {
  const { canonical, textLocale, languages, isCanonical, urlFor } = pageUrls(options, locale, path);
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
    // Only a page that is its own canonical joins an hreflang set: an alias (/industries/defence)
    // or an untranslated copy would announce alternates of a page it is not.
    if (isCanonical) {
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
      href: absoluteUrl(site.origin, options.oembed ?? pageOembedPath(localizeHref(options.oembedPage ?? path, locale.key))),
      title: options.title,
    });
  }

  // The search index reads a result's title and excerpt from these two tags (search-entry.ts). It
  // reads the built pages only: the browser's head never needs them, nor their code.
  const searchTags = import.meta.env.SSR ? searchMetaTags({ ...options, path }) : [];
  const indexed = searchTags.length > 0;
  const meta: Array<Record<string, string>> = [
    { name: 'description', content: options.description, ...(indexed && { 'data-pagefind-meta': 'description[content]' }) },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: options.title, ...(indexed && { 'data-pagefind-meta': 'title[content]' }) },
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
  const updated = options.contentDate ? w3cDate(options.contentDate) : null;
  if (updated && !options.notFound) meta.push({ property: UPDATED_TIME_PROPERTY, content: updated });
  if (noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  meta.push(...searchTags);
  if (options.thirdParties?.length) meta.push({ name: NEEDS_META, content: [...options.thirdParties].sort().join(' ') });

  const jsonLd = [...(options.notFound ? [] : [breadcrumbJsonLd(crumbs, canonical)]), ...(options.jsonLd ?? [])];

  return {
    title,
    link,
    meta,
    script: jsonLd.map((data, index) => ({ type: 'application/ld+json', key: `ld-page-${index}`, innerHTML: serializeJsonLd(data) })),
  };
}

/** Tags every page has whatever it renders: html lang, icons, a default title and the Organization JSON-LD. */
export function siteHeadInput(localeTag: string): Record<string, unknown> {
  return {
    htmlAttrs: { lang: localeTag },
    title: `${site.name} | ${site.tagline}`,
    link: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png', sizes: '180x180' },
    ],
    script: [{ type: 'application/ld+json', key: 'ld-organization', innerHTML: serializeJsonLd(organizationJsonLd()) }],
  };
}
