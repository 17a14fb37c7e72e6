import { site } from '../../src/config/site';
import { withCsp } from './apply-csp';
import type { Content } from '../../src/content/content-types';
import { metaExcerpt } from '../../src/content/article/excerpt';
import { authorName } from '../../src/content/posts/post-schema';
import { absoluteUrl, localizeHref } from '../../src/lib/i18n/localize-path';
import { getLocale, type LocaleKey } from '../../src/lib/i18n/locales';
import { localizeItem, TRANSLATABLE_LOCALES, type TranslatableLocale, type Translations } from '../../src/content/translations';
import { HUB_FEED, NEWSROOM_FEED } from '../../src/lib/feeds';
import { feedDescription, type FeedSection } from './feed-text';
import { jobImagePath, jobOembedPath } from '../../src/content/jobs/job-paths';
import { rfc822 } from '../../src/lib/dates/calendar';
import { oembedPath } from '../../src/content/page-data/sections';
import { listIndexPath } from '../../src/lib/listing/list-index';
import { siteEnv } from '../../src/config/site-env';
import { LIST_LOCALES, listCards, listSections } from './list-cards';

/** A file the build publishes next to the pages. */
export interface OutputFile {
  fileName: string;
  source: string;
}

interface Item {
  /** Page path without language prefix: hub/{id}, use-cases/{id}, brand/newsroom/{id}, careers/job/{id}. */
  path: string;
  /** Page language of a translation's files (null: the English original). */
  locale: LocaleKey | null;
  /** The embed preview's two kinds (spec 001): jobs, and everything article-like as "blog". */
  kind: 'blog' | 'job';
  id: string;
  title: string;
  excerpt: string;
  image: string;
  author: string | null;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Spec 000 section 7: oEmbed files are named by the first 8 characters of the item id. */
export const oembedFileName = (id: string, translation: string | null = null) => oembedPath(id, translation).slice(1);

type Entry = { id: string; title: string; excerpt?: string; description?: string; image?: string; translations?: Translations };

/** The English original of an entry, then one item per translation (DESIGN.md "Content languages"). */
function withTranslations(entry: Entry, toItem: (e: Entry, locale: LocaleKey | null) => Item): Item[] {
  const translated = TRANSLATABLE_LOCALES.filter((key) => entry.translations?.[key]);
  return [toItem(entry, null), ...translated.map((key) => toItem(localizeItem(entry, key), key))];
}

function items(content: Content): Item[] {
  const entry = (path: string, author: string | null) => (e: Entry, locale: LocaleKey | null): Item => ({
    path: `${path}/${e.id}`,
    locale,
    kind: 'blog',
    id: e.id,
    title: e.title,
    excerpt: metaExcerpt(e),
    image: e.image ?? '/media/og/default.png',
    author,
  });
  return [
    ...content.blog.flatMap((p) => withTranslations(p, entry('hub', authorName(p) ?? null))),
    ...content.useCases.flatMap((u) => withTranslations(u, entry('use-cases', authorName(u) ?? null))),
    ...content.newsroom.flatMap((n) => withTranslations(n, entry('brand/newsroom', null))),
  ];
}

function jobItems(content: Content): Item[] {
  return content.jobs.flatMap((job) =>
    withTranslations({ ...job, id: job.referencenumber }, (e, locale) => ({
      path: `careers/job/${job.referencenumber}`,
      locale,
      kind: 'job',
      id: job.referencenumber,
      title: e.title,
      excerpt: metaExcerpt({ excerpt: e.excerpt ?? `${e.title}, ${job.city}, ${job.country}.` }),
      image: jobImagePath(job.referencenumber),
      author: null,
    })),
  );
}

const pagePath = (item: Item) => localizeHref(`/${item.path}`, item.locale ?? 'en');

/** oEmbed 1.0 "rich": the embed preview page in a frame, with provider and thumbnail fields. */
function oembed(item: Item): string {
  const src = `${site.origin}${localizeHref('/assets/oembed', item.locale ?? 'en')}?type=${item.kind}&id=${encodeURIComponent(item.id)}`;
  return JSON.stringify({
    version: '1.0',
    type: 'rich',
    title: item.title,
    ...(item.author ? { author_name: item.author } : {}),
    provider_name: site.name,
    provider_url: site.origin,
    cache_age: 86400,
    html: `<iframe src="${escapeXml(src)}" width="600" height="400" style="border:0" title="${escapeXml(item.title)}" loading="lazy"></iframe>`,
    width: 600,
    height: 400,
    thumbnail_url: absoluteUrl(site.origin, item.image),
    thumbnail_width: 1200,
    thumbnail_height: 630,
  });
}

/**
 * {origin}/share/{path}/: the item's social tags for link previews, then on to the article.
 * Written finished, CSP included: the page has no app to preload or start, so the postbuild
 * leaves it alone and an incremental build reuses it like any other content file.
 */
function sharePage(item: Item): string {
  return withCsp(sharePageMarkup(item), []);
}

function sharePageMarkup(item: Item): string {
  const target = pagePath(item);
  const url = absoluteUrl(site.origin, target);
  const image = absoluteUrl(site.origin, item.image);
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeXml(value)}">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(item.title)} | ${site.name}</title>
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${escapeXml(url)}">
${meta('name', 'description', item.excerpt)}
${meta('property', 'og:site_name', site.name)}
${meta('property', 'og:type', item.kind === 'job' ? 'website' : 'article')}
${meta('property', 'og:title', item.title)}
${meta('property', 'og:description', item.excerpt)}
${meta('property', 'og:url', url)}
${meta('property', 'og:image', image)}
${meta('property', 'og:image:width', '1200')}
${meta('property', 'og:image:height', '630')}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', item.title)}
${meta('name', 'twitter:description', item.excerpt)}
${meta('name', 'twitter:image', image)}
<meta http-equiv="refresh" content="0; url=${escapeXml(target)}">
</head>
<body>
<p><a href="${escapeXml(target)}">${escapeXml(item.title)}</a></p>
</body>
</html>
`;
}

interface FeedOptions {
  title: string;
  description: string;
  /** The list page the feed mirrors, e.g. /hub or /fr/hub. */
  listPath: string;
  feedPath: string;
  /** BCP 47 tag of the channel. */
  language?: string;
  entries: Array<{ id: string; title: string; date: string; categories: string[]; excerpt?: string; description?: string }>;
}

/** RSS 2.0 feed, newest first; its date is the newest entry's, so rebuilds are stable. */
function rssFeed({ title, description, listPath, feedPath, entries, language = 'en' }: FeedOptions): string {
  const items = entries.map((entry) => {
    const link = absoluteUrl(site.origin, `${listPath}/${entry.id}`);
    return [
      '    <item>',
      `      <title>${escapeXml(entry.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(entry.date)}</pubDate>`,
      `      <description>${escapeXml(metaExcerpt(entry))}</description>`,
      ...entry.categories.map((c) => `      <category>${escapeXml(c)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(absoluteUrl(site.origin, listPath))}</link>
    <description>${escapeXml(description)}</description>
    <language>${language}</language>
    <atom:link href="${escapeXml(absoluteUrl(site.origin, feedPath))}" rel="self" type="application/rss+xml"/>
${entries[0] ? `    <lastBuildDate>${rfc822(entries[0].date)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}

const FEED_TEXT: Record<FeedSection, Pick<FeedOptions, 'title' | 'listPath' | 'feedPath'>> = {
  hub: { title: `${site.name} Hub`, listPath: '/hub', feedPath: HUB_FEED },
  newsroom: { title: `${site.name} Newsroom`, listPath: '/brand/newsroom', feedPath: NEWSROOM_FEED },
};

export const hubFeed = (content: Content) => rssFeed({ ...FEED_TEXT.hub, description: feedDescription('hub', 'en'), entries: content.blog });

export const newsroomFeed = (content: Content) => rssFeed({ ...FEED_TEXT.newsroom, description: feedDescription('newsroom', 'en'), entries: content.newsroom });

/**
 * A page language's own feed of a section: the items translated into it, in that language, linking
 * to that language's pages. Only languages with translations have one (siteData.translatedFeeds).
 */
export function translatedFeed(section: FeedSection, entries: ReadonlyArray<Entry & { date: string; categories: string[] }>, locale: TranslatableLocale): string | null {
  const translated = entries.filter((e) => e.translations?.[locale]).map((e) => localizeItem(e, locale));
  if (translated.length === 0) return null;
  const english = FEED_TEXT[section];
  return rssFeed({
    title: `${english.title} (${getLocale(locale).nativeName})`,
    description: feedDescription(section, locale),
    listPath: localizeHref(english.listPath, locale),
    feedPath: localizeHref(english.feedPath, locale),
    language: getLocale(locale).tag,
    entries: translated,
  });
}

/**
 * The hub's and the newsroom's indexes, one per text language: every card of the list, read by
 * the browser only when a visitor sorts or filters (the pages themselves hold six cards each).
 */
/**
 * Every card of each list as one JSON file per page language: only the staging host's preview
 * overlay needs the whole list (use-staging-overlay.ts), so production builds leave them out; the
 * sort and filter read the lists' search index (list-search-index.ts).
 */
function listIndexes(content: Content): OutputFile[] {
  const out: OutputFile[] = [];
  for (const locale of LIST_LOCALES) {
    for (const [section, entries] of listSections(content)) {
      out.push({ fileName: listIndexPath(section, locale).slice(1), source: JSON.stringify({ cards: listCards(section, entries, locale) }) });
    }
  }
  return out;
}

/**
 * Every machine-readable file the content produces (spec 000 section 7). `fullLists`: whether the
 * JSON lists of every card are among them (by default on staging and development builds only).
 */
export function contentOutputs(content: Content, { fullLists = siteEnv() !== 'production' }: { fullLists?: boolean } = {}): OutputFile[] {
  const out: OutputFile[] = [];
  const embeds = new Map<string, { title: string; excerpt: string; path: string; translations?: Record<string, { title: string; excerpt: string; path: string }> }>();
  for (const item of items(content)) {
    // Unprefixed: the embed preview links to the page in its own language.
    const text = { title: item.title, excerpt: item.excerpt, path: `/${item.path}` };
    if (item.locale) {
      const original = embeds.get(item.id);
      if (original) original.translations = { ...original.translations, [item.locale]: text };
    } else embeds.set(item.id, { ...text });
    out.push({ fileName: oembedFileName(item.id, item.locale), source: oembed(item) });
    // Spec 000 section 5: items are shared as /share/{path}/ without a language prefix, so only the original has one.
    if (!item.locale) out.push({ fileName: `share${pagePath(item)}/index.html`, source: sharePage(item) });
  }
  // The embed preview reads these; a translation rides along so /fr/assets/oembed shows it in French.
  for (const [id, embed] of embeds) out.push({ fileName: `assets/posts/${id}.json`, source: JSON.stringify(embed) });
  for (const item of jobItems(content)) {
    out.push({ fileName: item.locale ? `${item.locale}${jobOembedPath(item.id)}` : jobOembedPath(item.id).slice(1), source: oembed(item) });
    if (!item.locale) out.push({ fileName: `share${pagePath(item)}/index.html`, source: sharePage(item) });
  }
  if (fullLists) out.push(...listIndexes(content));
  out.push({ fileName: HUB_FEED.slice(1), source: hubFeed(content) });
  out.push({ fileName: NEWSROOM_FEED.slice(1), source: newsroomFeed(content) });
  for (const locale of TRANSLATABLE_LOCALES) {
    for (const [section, entries] of [['hub', content.blog], ['newsroom', content.newsroom]] as const) {
      const feed = translatedFeed(section, entries, locale);
      if (feed) out.push({ fileName: localizeHref(FEED_TEXT[section].feedPath, locale).slice(1), source: feed });
    }
  }
  return out;
}
