/**
 * Runs after vite-react-ssg: writes what it does not (DESIGN.md, "URLs and output"): /en redirect
 * stubs, sitemap.xml, robots.txt, _headers and _redirects, all derived from the built pages.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { site } from '../../src/config/site';
import { isStagingBuild, readContent } from '../../src/content/load-content';
import { contentIdLists } from '../../src/content/content-ids';
import { enumeratePaths } from '../../src/routes/enumerate-paths';
import { PAGE_ROUTES } from '../../src/routes/route-table';
import { isEnglishStub, isNotFoundFile, listPages, readPage } from '../lib/dist-pages';
import { englishStub } from './english-stubs';
import { sitemapEntry, sitemapXml } from './sitemap';
import { headersFile, redirectsFile, robotsTxt } from './site-files';
import { HASHED_ASSETS_DIR } from './constants';
import { LOCALES, PREFIXED_LOCALES } from '../../src/lib/i18n/locales';

const dist = resolve(process.argv[2] ?? 'dist');
const staging = isStagingBuild();

function write(file: string, content: string): void {
  const full = join(dist, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

const prefixes = new Set<string>(PREFIXED_LOCALES.map((l) => l.prefix));
const pages = listPages(dist).filter((p) => !isEnglishStub(p.file));
const english = pages.filter((p) => !isNotFoundFile(p.file) && !prefixes.has(p.urlPath.split('/')[1] ?? ''));

let stubs = 0;
for (const page of english) {
  const html = readPage(dist, page);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? site.name;
  const stubFile = page.urlPath === '/' ? 'en.html' : `en${page.urlPath}.html`;
  write(stubFile, englishStub(site.origin, page.urlPath, title.replace(/&amp;/g, '&')));
  stubs += 1;
}

const entries = pages
  .filter((p) => !isNotFoundFile(p.file))
  .map((p) => sitemapEntry(site.origin, p, readPage(dist, p)))
  .filter((e): e is NonNullable<typeof e> => e !== null)
  .sort((a, b) => a.loc.localeCompare(b.loc));

write('sitemap.xml', sitemapXml(entries));
write('robots.txt', robotsTxt(site.origin, staging));
write('_headers', headersFile(HASHED_ASSETS_DIR));
write('_redirects', redirectsFile());
// The build manifest served its purpose; it is not part of the site.
rmSync(join(dist, '.vite'), { recursive: true, force: true });

console.log(`[postbuild] ${stubs} /en stubs, ${entries.length} sitemap URLs, robots.txt, _headers, _redirects`);

// Every route of the table, in every language, must have been written.
const expected = enumeratePaths(PAGE_ROUTES, LOCALES, contentIdLists(readContent().content));
const missing = expected.filter((p) => !existsSync(join(dist, p.file)));
if (missing.length > 0) {
  console.error(`[postbuild] ${missing.length} pages missing from dist/:\n${missing.map((p) => `  ${p.path}`).join('\n')}`);
  process.exit(1);
}
console.log(`[postbuild] all ${expected.length} route pages present`);
