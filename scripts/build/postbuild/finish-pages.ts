/**
 * The per-page part of the postbuild: each page's preloads trimmed to its own chunks, its LCP
 * image preloaded, its stylesheets inlined, its CSP,
 * its sitemap entry, and the /en stub of an English page. Pure over its inputs so a share of the
 * pages can run in a worker thread (postbuild-pool.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { site } from '../../../src/config/site';
import { PREFIXED_LOCALES } from '../../../src/lib/i18n/locales';
import { matchPageRoute, notFoundRoute } from '../../../src/routes/match-page-route';
import { isNotFoundFile, isStubFile, type DistPage } from '../../lib/dist-pages';
import { applyCsp } from '../apply-csp';
import { englishStub } from '../english-stubs';
import { inlineStylesheets } from '../inline-css';
import { addLcpPreload } from '../lcp-preload';
import { limitPreloads, localeFiles, pageAssets, pageModuleKey, type Manifest } from '../page-assets';
import { sitemapEntry, type SitemapEntry } from '../sitemap';
import { pageOembedFile } from '../page-oembed';

export interface FinishedShare {
  entries: SitemapEntry[];
  stubs: number;
}

const prefixes = new Set<string>(PREFIXED_LOCALES.map((l) => l.prefix));

function routeOf(page: DistPage) {
  return isNotFoundFile(page.file) ? notFoundRoute() : matchPageRoute(page.urlPath);
}

function write(dist: string, file: string, content: string): void {
  const full = join(dist, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

/** Finishes the given pages of dist/ in place and writes their /en stubs. */
export function finishPages(dist: string, manifest: Manifest, pages: readonly DistPage[]): FinishedShare {
  const languages = localeFiles(manifest);
  const sheets = new Map<string, string>();
  const readSheet = (href: string) => {
    if (!sheets.has(href)) sheets.set(href, readFileSync(join(dist, href), 'utf8'));
    return sheets.get(href)!;
  };
  const entries: SitemapEntry[] = [];
  let stubs = 0;
  for (const page of pages) {
    const route = routeOf(page);
    const built = readFileSync(join(dist, page.file), 'utf8');
    // Share pages are plain documents without the app: nothing to preload. The CSP goes on last, over the final markup.
    const html = route
      ? applyCsp(inlineStylesheets(addLcpPreload(limitPreloads(built, pageAssets(manifest, pageModuleKey(route), { eager: route.eager }), languages)), readSheet), route.thirdParties ?? [])
      : applyCsp(inlineStylesheets(built, readSheet), []);
    write(dist, page.file, html);
    if (isNotFoundFile(page.file) || isStubFile(page.file)) continue;
    const oembed = pageOembedFile(html);
    if (oembed) write(dist, oembed.file, oembed.source);
    const entry = sitemapEntry(site.origin, page, html);
    // The entry's strings are cut from the page (V8 keeps such slices pointing at the whole
    // document); a copy lets each page go, which at 70,000 pages is the difference between
    // 60 MB and running out of memory.
    if (entry) entries.push(structuredClone(entry));
    if (!prefixes.has(page.urlPath.split('/')[1] ?? '')) {
      const title = (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? site.name).replace(/&amp;/g, '&');
      write(dist, page.urlPath === '/' ? 'en.html' : `en${page.urlPath}.html`, applyCsp(englishStub(site.origin, page.urlPath, title), []));
      stubs += 1;
    }
  }
  return { entries, stubs };
}
