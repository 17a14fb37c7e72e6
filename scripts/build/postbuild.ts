/**
 * Runs after vite-react-ssg and writes what it does not (DESIGN.md, "URLs and output"): each
 * page's preloads trimmed to its own chunks, its CSP, /en redirect stubs, sitemap.xml, robots.txt, _headers and _redirects, all derived
 * from the built pages. Fails when a route of the table has no page.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { site } from '../../src/config/site';
import { isStagingBuild, readContent } from '../../src/content/load-content';
import { contentIdLists } from '../../src/content/content-ids';
import { LOCALES, PREFIXED_LOCALES } from '../../src/lib/i18n/locales';
import { enumeratePaths } from '../../src/routes/enumerate-paths';
import { matchPageRoute } from '../../src/routes/match-page-route';
import { NOT_FOUND_ROUTE_ID, PAGE_ROUTES } from '../../src/routes/route-table';
import { isEnglishStub, isStubFile, isNotFoundFile, listPages, type DistPage } from '../lib/dist-pages';
import { applyCsp } from './apply-csp';
import { limitPreloads, localeFiles, pageAssets, pageModuleKey, type Manifest } from './page-assets';
import { englishStub } from './english-stubs';
import { sitemapEntry, sitemapXml, type SitemapEntry } from './sitemap';
import { headersFile, redirectsFile, robotsTxt } from './site-files';
import { HASHED_ASSETS_DIR } from './constants';

const dist = resolve(process.argv[2] ?? process.env.OUT_DIR ?? 'dist');
const staging = isStagingBuild();
const prefixes = new Set<string>(PREFIXED_LOCALES.map((l) => l.prefix));

function write(file: string, content: string): void {
  const full = join(dist, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

function routeOf(page: DistPage) {
  return isNotFoundFile(page.file) ? PAGE_ROUTES.find((r) => r.id === NOT_FOUND_ROUTE_ID) : matchPageRoute(page.urlPath);
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const languages = localeFiles(manifest);

/** The page's own chunks and styles only; the CSP goes on last, over the final markup. */
function finishPage(page: DistPage, html: string): string {
  const route = routeOf(page);
  // Share pages are plain documents without the app: nothing to preload.
  if (!route) return applyCsp(html, []);
  return applyCsp(limitPreloads(html, pageAssets(manifest, pageModuleKey(route)), languages), route.thirdParties ?? []);
}

const entries: SitemapEntry[] = [];
let stubs = 0;
for (const page of listPages(dist).filter((p) => !isEnglishStub(p.file))) {
  const html = finishPage(page, readFileSync(join(dist, page.file), 'utf8'));
  write(page.file, html);
  if (isNotFoundFile(page.file) || isStubFile(page.file)) continue;
  const entry = sitemapEntry(site.origin, page, html);
  if (entry) entries.push(entry);
  if (!prefixes.has(page.urlPath.split('/')[1] ?? '')) {
    const title = (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? site.name).replace(/&amp;/g, '&');
    write(page.urlPath === '/' ? 'en.html' : `en${page.urlPath}.html`, applyCsp(englishStub(site.origin, page.urlPath, title), []));
    stubs += 1;
  }
}

entries.sort((a, b) => a.loc.localeCompare(b.loc));
write('sitemap.xml', sitemapXml(entries));
write('robots.txt', robotsTxt(site.origin, staging));
write('_headers', headersFile(HASHED_ASSETS_DIR));
write('_redirects', redirectsFile());
// The build manifest served its purpose; it is not part of the site.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(`[postbuild] own preloads and CSP on every page, ${stubs} /en stubs, ${entries.length} sitemap URLs, robots.txt, _headers, _redirects`);

// Every route of the table, in every language, must have been written.
const expected = enumeratePaths(PAGE_ROUTES, LOCALES, contentIdLists(readContent().content));
const missing = expected.filter((p) => !existsSync(join(dist, p.file)));
if (missing.length > 0) {
  console.error(`[postbuild] ${missing.length} pages missing from dist/:\n${missing.map((p) => `  ${p.path}`).join('\n')}`);
  process.exit(1);
}
console.log(`[postbuild] all ${expected.length} route pages present`);
