import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { site } from '../../src/config/site';
import { LOCALES } from '../../src/lib/i18n/locales';
import { absoluteUrl, localizeHref, splitLocale } from '../../src/lib/i18n/localize-path';
import { isStubFile, isNotFoundFile, listFiles, listPages, resolveDistFile, type DistPage } from '../lib/dist-pages';
import { scanHtml, type ScannedPage } from '../lib/scan-html';
import { structuredDataProblems } from './structured-data-rules';
import { checkSecurityTxt } from './check-security-txt';
import { contentJobs, pageStructuredDataProblems } from './page-structured-data';
import { UPDATED_TIME_PROPERTY } from '../../src/lib/head/page-head-options';
import type { GateProblem, GateResult } from './gate';

/**
 * The languages a page's hreflang set must list: each language whose version of the same path is
 * its own canonical (DESIGN.md "Content languages": an untranslated item's page under fr points to
 * the English page and stays out), plus x-default.
 */
function expectedHreflangs(f: PageFacts, factsForUrl: (url: string) => PageFacts | null): string[] {
  const { path } = splitLocale(f.page.urlPath);
  const tags = LOCALES.filter((l) => {
    const url = absoluteUrl(site.origin, localizeHref(path, l.key));
    const other = factsForUrl(url);
    return other !== null && other.canonical[0] === url;
  }).map((l) => l.tag);
  return [...tags, 'x-default'].sort();
}

interface PageFacts {
  page: DistPage;
  scanned: ScannedPage;
  canonical: string[];
  hreflang: Map<string, string>;
  noindex: boolean;
  /** The page's content date (og:updated_time), which the sitemap's lastmod must repeat. */
  updated: string | null;
}

function facts(dist: string, page: DistPage): PageFacts {
  const scanned = scanHtml(readFileSync(join(dist, page.file), 'utf8'));
  const head = scanned.tags.filter((t) => t.inHead);
  const links = head.filter((t) => t.name === 'link');
  const robots = head.find((t) => t.name === 'meta' && t.attrs.name === 'robots')?.attrs.content ?? '';
  return {
    page,
    scanned,
    canonical: links.filter((l) => l.attrs.rel === 'canonical').map((l) => l.attrs.href ?? ''),
    hreflang: new Map(links.filter((l) => l.attrs.rel === 'alternate' && l.attrs.hreflang).map((l) => [l.attrs.hreflang as string, l.attrs.href ?? ''])),
    noindex: /noindex/i.test(robots),
    updated: head.find((t) => t.name === 'meta' && t.attrs.property === UPDATED_TIME_PROPERTY)?.attrs.content ?? null,
  };
}

const selfUrl = (page: DistPage) => (page.urlPath === '/' ? site.origin : `${site.origin}${page.urlPath}`);
const toPath = (url: string) => (url === site.origin ? '/' : url.slice(site.origin.length));
const sameMap = (a: Map<string, string>, b: Map<string, string>) =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/**
 * Crawler-facing correctness: JSON-LD parses and has Google's required properties; canonical is
 * the page itself (or, for an alias, a page that is its own canonical); hreflang sets are complete,
 * absolute, self-referencing and identical across the set; the sitemap lists exactly the
 * indexable pages with their alternates; robots.txt names the sitemap; security.txt is whole
 * (check-security-txt.ts); oEmbed files are valid.
 */
export function checkSeo(dist: string, jobs = contentJobs()): GateResult {
  const problems: GateProblem[] = [];
  const pages = listPages(dist).filter((p) => !isStubFile(p.file));
  const byUrl = new Map<string, PageFacts>();
  for (const page of pages) byUrl.set(selfUrl(page), facts(dist, page));
  const factsForUrl = (url: string): PageFacts | null => {
    const known = byUrl.get(url);
    if (known) return known;
    const file = url.startsWith(site.origin) ? resolveDistFile(dist, toPath(url)) : null;
    return file ? (byUrl.get(selfUrl({ file: relative(dist, file), urlPath: toPath(url) })) ?? null) : null;
  };

  for (const f of byUrl.values()) {
    const report = (message: string) => problems.push({ file: f.page.file, message });
    const blocks: Array<Record<string, unknown>> = [];
    for (const script of f.scanned.tags.filter((t) => t.name === 'script' && t.attrs.type === 'application/ld+json')) {
      try {
        const data: unknown = JSON.parse(script.text ?? '');
        for (const message of structuredDataProblems(data)) report(`JSON-LD: ${message}`);
        if (data && typeof data === 'object' && !Array.isArray(data)) blocks.push(data as Record<string, unknown>);
      } catch (error) {
        report(`JSON-LD does not parse: ${(error as Error).message}`);
      }
    }
    const types = f.scanned.tags
      .filter((t) => t.name === 'script' && t.attrs.type === 'application/ld+json')
      .map((t) => {
        try {
          return String((JSON.parse(t.text ?? '') as { '@type'?: unknown })['@type']);
        } catch {
          return '';
        }
      });
    if (!types.includes('Organization')) report('JSON-LD: no Organization block');

    if (isNotFoundFile(f.page.file)) {
      if (!f.noindex) report('not-found page must be noindex');
      if (f.canonical.length > 0) report('not-found page must not have a canonical link');
      continue;
    }
    if (!types.includes('BreadcrumbList')) report('JSON-LD: no BreadcrumbList block');
    // Spec: every page sets an oEmbed alternate link (the links gate checks that its file exists).
    const oembedLinks = f.scanned.tags.filter((t) => t.name === 'link' && t.attrs.rel === 'alternate' && t.attrs.type === 'application/json+oembed');
    if (oembedLinks.length !== 1) report(`expected one oEmbed alternate link, found ${oembedLinks.length}`);

    if (f.canonical.length !== 1) {
      report(`expected one canonical link, found ${f.canonical.length}`);
      continue;
    }
    const canonical = f.canonical[0] as string;
    if (!canonical.startsWith(site.origin)) report(`canonical ${canonical} is not absolute on ${site.origin}`);
    if (/.\/$/.test(canonical.slice(site.origin.length))) report(`canonical ${canonical} ends with a slash`);
    if (canonical !== selfUrl(f.page)) {
      const target = factsForUrl(canonical);
      if (!target) report(`canonical ${canonical} points to no page`);
      else if (target.canonical[0] !== canonical) report(`canonical ${canonical} points to a page that is not its own canonical`);
    }

    const linked = (url: string) => {
      const target = factsForUrl(url);
      return target ? { ids: target.scanned.ids } : null;
    };
    for (const message of pageStructuredDataProblems({ urlPath: f.page.urlPath, canonical, updated: f.updated, blocks }, jobs, linked)) report(`JSON-LD: ${message}`);

    if (canonical !== selfUrl(f.page)) {
      // An alias or an untranslated item page: hreflang belongs only on canonical pages.
      if (f.hreflang.size > 0) report(`has hreflang links, but its canonical is ${canonical}: only a page that is its own canonical carries an hreflang set`);
      continue;
    }
    const expected = expectedHreflangs(f, factsForUrl);
    const tags = [...f.hreflang.keys()].sort();
    if (tags.join() !== expected.join()) report(`hreflang set is ${tags.join(', ') || 'empty'}; expected ${expected.join(', ')}`);
    for (const [tag, href] of f.hreflang) if (!href.startsWith(site.origin)) report(`hreflang ${tag} URL ${href} is not absolute on ${site.origin}`);
    const own = LOCALES.find((l) => f.hreflang.get(l.tag) === canonical);
    if (!own) report('hreflang set does not include the page itself');
    if (f.hreflang.get('x-default') !== f.hreflang.get('en')) report('x-default must point to the English page');
    for (const [tag, href] of f.hreflang) {
      if (tag === 'x-default') continue;
      const other = factsForUrl(href);
      if (!other) report(`hreflang ${tag} points to ${href}, which does not exist`);
      else if (!sameMap(other.hreflang, f.hreflang)) report(`hreflang set differs on ${other.page.file} (${tag})`);
    }
  }

  problems.push(...checkSitemap(dist, byUrl));
  problems.push(...checkRobots(dist, [...byUrl.values()]));
  problems.push(...checkSecurityTxt(dist));
  const oembed = listFiles(dist, (f) => /\.oembed\.json$/.test(f) || /careers[/\\]job[/\\]og[/\\][^/\\]+\.json$/.test(f));
  for (const file of oembed) problems.push(...checkOembed(dist, file));
  const xml = listFiles(dist, (f) => f.endsWith('.xml'));
  for (const file of xml) problems.push(...checkXml(dist, file));

  return { name: 'seo', problems, notes: [], checked: `${byUrl.size} pages, sitemap, robots.txt, security.txt, ${oembed.length} oEmbed files, ${xml.length} XML files` };
}

function checkSitemap(dist: string, byUrl: Map<string, PageFacts>): GateProblem[] {
  const file = 'sitemap.xml';
  if (!existsSync(join(dist, file))) return [{ file, message: 'missing' }];
  const xml = readFileSync(join(dist, file), 'utf8');
  const problems: GateProblem[] = [];
  const listed = new Map<string, Map<string, string>>();
  const lastmods = new Map<string, string | null>();
  for (const block of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = (/<loc>([^<]+)<\/loc>/.exec(block[1] ?? '')?.[1] ?? '').replace(/&amp;/g, '&');
    const alternates = new Map([...(block[1] ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1] as string, m[2] as string]));
    listed.set(loc, alternates);
    lastmods.set(loc, /<lastmod>([^<]+)<\/lastmod>/.exec(block[1] ?? '')?.[1] ?? null);
  }
  for (const [url, f] of byUrl) {
    const indexable = !isNotFoundFile(f.page.file) && !f.noindex && f.canonical[0] === url;
    const entry = listed.get(url);
    if (indexable && !entry) problems.push({ file, message: `indexable page ${url} is missing` });
    if (!indexable && entry) problems.push({ file, message: `lists ${url}, which is ${f.noindex ? 'noindex' : 'not indexable'}` });
    if (indexable && entry && !sameMap(entry, f.hreflang)) problems.push({ file, message: `alternates of ${url} differ from the page's hreflang links` });
    if (indexable && entry) problems.push(...lastmodProblems(url, lastmods.get(url) ?? null, f.updated).map((message) => ({ file, message })));
  }
  for (const url of listed.keys()) if (!byUrl.has(url)) problems.push({ file, message: `lists ${url}, which has no page` });
  return problems;
}

/** W3C Datetime as sitemaps.org allows it: a day, or a date-time with seconds optional and a time zone. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * lastmod is the page's content date, exactly as its head states it (og:updated_time), and absent
 * when the page has none: never the build time, which would change every URL on every build.
 */
function lastmodProblems(url: string, lastmod: string | null, updated: string | null): string[] {
  if (lastmod === null) return updated ? [`${url} has no lastmod; its content date is ${updated}`] : [];
  const out: string[] = [];
  if (!W3C_DATE.test(lastmod) || Number.isNaN(Date.parse(lastmod))) out.push(`lastmod of ${url} is not a W3C date: ${lastmod}`);
  if (updated === null) out.push(`lastmod of ${url} is ${lastmod}, but the page states no content date`);
  else if (lastmod !== updated) out.push(`lastmod of ${url} is ${lastmod}; its content date is ${updated}`);
  if (Date.parse(lastmod) > Date.now()) out.push(`lastmod of ${url} is in the future: ${lastmod}`);
  return out;
}

function checkRobots(dist: string, pages: PageFacts[]): GateProblem[] {
  const file = 'robots.txt';
  if (!existsSync(join(dist, file))) return [{ file, message: 'missing' }];
  const text = readFileSync(join(dist, file), 'utf8');
  if (/^Disallow:\s*\/\s*$/m.test(text)) {
    // A closed (staging) site: every page must say noindex too.
    return pages.filter((p) => !p.noindex).map((p) => ({ file: p.page.file, message: 'indexable page on a site whose robots.txt disallows everything' }));
  }
  return text.includes(`Sitemap: ${site.origin}/sitemap.xml`) ? [] : [{ file, message: `does not name ${site.origin}/sitemap.xml` }];
}

/** oEmbed 1.0, section 2.3.4: version and type always; url/width/height for photo; html/width/height for video and rich. */
export function checkOembed(dist: string, file: string): GateProblem[] {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(readFileSync(join(dist, file), 'utf8')) as Record<string, unknown>;
  } catch (error) {
    return [{ file, message: `oEmbed JSON does not parse: ${(error as Error).message}` }];
  }
  const out: string[] = [];
  if (data.version !== '1.0') out.push('version must be "1.0"');
  const needs: Record<string, string[]> = { photo: ['url', 'width', 'height'], video: ['html', 'width', 'height'], rich: ['html', 'width', 'height'], link: [] };
  const type = String(data.type);
  if (!(type in needs)) out.push(`type must be photo, video, link or rich (got ${type})`);
  for (const key of needs[type] ?? []) if (data[key] === undefined || data[key] === '') out.push(`type ${type} needs ${key}`);
  for (const key of ['width', 'height']) if (data[key] !== undefined && !(Number.isInteger(data[key]) && (data[key] as number) > 0)) out.push(`${key} must be a positive integer`);
  return out.map((message) => ({ file, message }));
}

/** Every XML file is well-formed; an RSS feed has the elements RSS 2.0 requires. */
export function checkXml(dist: string, file: string): GateProblem[] {
  const text = readFileSync(join(dist, file), 'utf8');
  const valid = XMLValidator.validate(text);
  if (valid !== true) return [{ file, message: `not well-formed XML: ${valid.err.msg} (line ${valid.err.line})` }];
  if (!/<rss[\s>]/.test(text)) return [];
  const rss = new XMLParser({ ignoreAttributes: false }).parse(text) as { rss?: { '@_version'?: string; channel?: Record<string, unknown> } };
  const out: string[] = [];
  if (rss.rss?.['@_version'] !== '2.0') out.push('rss version must be 2.0');
  const channel = rss.rss?.channel;
  for (const key of ['title', 'link', 'description']) if (!channel?.[key]) out.push(`channel needs ${key}`);
  const items = channel?.item === undefined ? [] : Array.isArray(channel.item) ? channel.item : [channel.item];
  (items as Array<Record<string, unknown>>).forEach((item, index) => {
    if (!item.title && !item.description) out.push(`item ${index + 1} needs a title or a description`);
    if (item.pubDate && Number.isNaN(Date.parse(String(item.pubDate)))) out.push(`item ${index + 1} has an unreadable pubDate`);
  });
  return out.map((message) => ({ file, message }));
}
