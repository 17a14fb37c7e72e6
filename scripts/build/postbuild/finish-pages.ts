/**
 * Finishing a page: its preloads trimmed to its own chunks, its LCP image preloaded, its app
 * started after the first paint, its stylesheets inlined, its CSP, its sitemap entry, and the /en
 * stub of an English page. The page loop's workers finish each page as they render it
 * (render-worker.ts); the postbuild finishes, in worker threads of its own (postbuild-pool.ts),
 * what no page worker did (vite-react-ssg's own loop).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '../../../src/config/site';
import { PREFIXED_LOCALES } from '../../../src/lib/i18n/locales';
import { matchPageRoute, notFoundRoute } from '../../../src/routes/match-page-route';
import type { PageRoute } from '../../../src/routes/route-table';
import { headTags, isNotFoundFile, type DistPage } from '../../lib/dist-pages';
import { applyCsp, withCsp } from '../apply-csp';
import { joinPage, splitPage } from '../page-parts';
import { englishStub } from '../english-stubs';
import { inlineStylesheets } from '../inline-css';
import { addLcpPreload } from '../lcp-preload';
import { dropUnmatchedRenderBlock } from '../render-block';
import { deferStart } from '../deferred-start';
import { limitPreloads, localeFiles, pageAssets, pageModuleKey, type Manifest, type PageAssets } from '../page-assets';
import { sitemapEntry, type SitemapEntry } from '../sitemap';
import { pageOembedFile } from '../page-oembed';
import { fileWriter } from '../../lib/write-files';

/** What finishing wrote for one page besides the page (an incremental build keeps it: page-cache.ts). */
export interface FinishedPage {
  file: string;
  sitemap: SitemapEntry | null;
  oembed: string | null;
  stub: string | null;
}

const prefixes = new Set<string>(PREFIXED_LOCALES.map((l) => l.prefix));

/** The route a page of the loop was rendered from. */
export function routeOf(page: DistPage): PageRoute {
  const route = isNotFoundFile(page.file) ? notFoundRoute() : matchPageRoute(page.urlPath);
  // Only the page loop's pages come here (share pages are written finished): each has a route.
  if (!route) throw new Error(`finishing pages: no route of the table serves ${page.file}`);
  return route;
}

/** What finishing a page reads besides the page: the client manifest and its stylesheets. */
export interface FinishContext {
  languages: ReturnType<typeof localeFiles>;
  readSheet: (href: string) => string;
  /** What a route's pages need of the build's assets. */
  needs: (route: PageRoute) => PageAssets;
}

export function finishContext(dist: string, manifest: Manifest): FinishContext {
  const sheets = new Map<string, string>();
  const readSheet = (href: string) => {
    if (!sheets.has(href)) sheets.set(href, readFileSync(join(dist, href), 'utf8'));
    return sheets.get(href)!;
  };
  const byRoute = new Map<string, PageAssets>();
  const needs = (route: PageRoute) => {
    let needed = byRoute.get(route.id);
    if (!needed) byRoute.set(route.id, (needed = pageAssets(manifest, pageModuleKey(route.id), { eager: route.eager })));
    return needed;
  };
  return { languages: localeFiles(manifest), readSheet, needs };
}

/** One page as the site serves it, the files that go beside it (its oEmbed file, its /en stub), and its record. */
export function finishPage(built: string, page: DistPage, { languages, readSheet, needs }: FinishContext): { html: string; beside: Array<{ fileName: string; source: string }>; record: FinishedPage } {
  const route = routeOf(page);
  const linked = deferStart(dropUnmatchedRenderBlock(addLcpPreload(limitPreloads(splitPage(built), needs(route), languages))));
  // The CSP goes on last, over the final markup.
  // Inlining the stylesheets leaves the metas as they are: the head is read once, before it.
  const head = headTags(linked.head);
  const html = joinPage(applyCsp(inlineStylesheets(linked, readSheet), route.thirdParties ?? [], head.metas));
  const record: FinishedPage = { file: page.file, sitemap: null, oembed: null, stub: null };
  const beside: Array<{ fileName: string; source: string }> = [];
  if (isNotFoundFile(page.file)) return { html, beside, record };
  // The oEmbed file, the sitemap entry and the stub read the head's title, metas and links, which
  // inlining the stylesheets and the CSP leave as they are; read before, the head is a sixth as
  // long (the inlined CSS is about 35 KB): 3 of a worker's 67 s at 1,000 posts went to reading it.
  const oembed = pageOembedFile(head, page.urlPath);
  if (oembed) beside.push({ fileName: oembed.file, source: oembed.source });
  record.oembed = oembed?.file ?? null;
  record.sitemap = sitemapEntry(site.origin, page, head);
  if (!prefixes.has(page.urlPath.split('/')[1] ?? '')) {
    const title = (/<title>([^<]*)<\/title>/.exec(linked.head)?.[1] ?? site.name).replace(/&amp;/g, '&');
    record.stub = page.urlPath === '/' ? 'en.html' : `en${page.urlPath}.html`;
    beside.push({ fileName: record.stub, source: withCsp(englishStub(site.origin, page.urlPath, title), []) });
  }
  // The record's strings are cut from the page (V8 keeps such slices pointing at the whole
  // document), and the records of every page are kept to the end: a copy lets each page go,
  // which at 42,000 pages per worker is the difference between 60 MB and running out of memory.
  return { html, beside, record: structuredClone(record) };
}

/** Finishes the given pages of dist/ in place and writes what goes beside them. */
export async function finishPages(dist: string, manifest: Manifest, pages: readonly DistPage[]): Promise<FinishedPage[]> {
  // The next page is finished while the last ones are written.
  const writer = fileWriter(dist);
  const context = finishContext(dist, manifest);
  const finished: FinishedPage[] = [];
  for (const page of pages) {
    const { html, beside, record } = finishPage(readFileSync(join(dist, page.file), 'utf8'), page, context);
    await writer.write(page.file, html);
    for (const file of beside) await writer.write(file.fileName, file.source);
    finished.push(record);
  }
  await writer.done();
  return finished;
}
