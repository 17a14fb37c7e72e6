/**
 * Runs after vite-react-ssg and writes what it does not (DESIGN.md, "URLs and output"):
 * sitemap.xml, robots.txt, _headers, _redirects and .well-known/security.txt, from the pages'
 * records and the config; finishes the pages no page worker finished (each page's preloads
 * trimmed to its own chunks, its CSP, its /en stub: finish-pages.ts), which are all of them only
 * with vite-react-ssg's own loop; drops vite-react-ssg's loader data files. Fails when a route of
 * the table has no page.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { site } from '../../src/config/site';
import { isStagingBuild, readContent } from '../../src/content/load-content';
import { contentIdLists } from '../../src/content/content-ids';
import { LOCALES } from '../../src/lib/i18n/locales';
import { enumeratePaths } from '../../src/routes/enumerate-paths';
import { PAGE_ROUTES } from '../../src/routes/route-table';
import { isStubFile, listPages } from '../lib/dist-pages';
import type { Manifest } from './page-assets';
import { sitemapXml } from './sitemap';
import { headersFile, redirectsFile, robotsTxt } from './site-files';
import { SECURITY_TXT_CONFIG, SECURITY_TXT_PATH, securityTxt } from './security-txt';
import { HASHED_ASSETS_DIR } from './constants';
import { finishAllPages } from './postbuild/postbuild-pool';
import { dropLoaderData } from './postbuild/drop-loader-data';
import { readFinishedByLoop } from './postbuild/finished-by-loop';
import { postbuildCache } from './incremental/postbuild-cache';
import { stepDetail } from './build-events';

const dist = resolve(process.argv[2] ?? process.env.OUT_DIR ?? 'dist');
// The folder `npm run build` replaces with this one once it has passed (scripts/build/run/).
const target = process.argv[2] ? dist : resolve(process.env.BUILD_TARGET_DIR ?? dist);
const staging = isStagingBuild();

function write(file: string, content: string): void {
  const full = join(dist, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
// Pages an incremental build moved over from the previous one are finished already.
const cache = postbuildCache(resolve('.'), target);
// Share pages are written finished with the content files (content-outputs.ts), and the page
// loop's workers finish the pages they render (finished-by-loop.ts).
const byLoop = readFinishedByLoop(dist);
const done = new Set([...cache.reused, ...byLoop.map((p) => p.file)]);
const finishedHere = await finishAllPages(
  dist,
  manifest,
  listPages(dist).filter((p) => !isStubFile(p.file) && !done.has(p.file)),
);
const finished = [...byLoop, ...finishedHere];
const stubs = finished.filter((p) => p.stub).length;
const entries = [...finished.flatMap((p) => p.sitemap ?? []), ...cache.reusedSitemap()];

entries.sort((a, b) => a.loc.localeCompare(b.loc));
write('sitemap.xml', sitemapXml(entries));
write('robots.txt', robotsTxt(site.origin, staging));
write('_headers', headersFile(HASHED_ASSETS_DIR));
write('_redirects', redirectsFile());
write(SECURITY_TXT_PATH, securityTxt(SECURITY_TXT_CONFIG, site.origin));
// The build manifest served its purpose; it is not part of the site.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
const loaderFiles = dropLoaderData(dist);
if (loaderFiles > 0) console.log(`[postbuild] vite-react-ssg's loader data dropped (${loaderFiles} files): pages carry their route data`);
console.log(`[postbuild] own preloads and CSP on ${finished.length} pages (${byLoop.length} finished by the page loop, ${cache.reused.size} reused as they were), ${stubs} /en stubs, ${entries.length} sitemap URLs, robots.txt, _headers, _redirects`);

// Every route of the table, in every language, must have been written.
const expected = enumeratePaths(PAGE_ROUTES, LOCALES, contentIdLists(readContent({ readingTimeWarnings: false }).content));
const missing = expected.filter((p) => !existsSync(join(dist, p.file)));
if (missing.length > 0) {
  console.error(`[postbuild] ${missing.length} pages missing from dist/:\n${missing.map((p) => `  ${p.path}`).join('\n')}`);
  process.exit(1);
}
console.log(`[postbuild] all ${expected.length} route pages present`);
stepDetail(`${finished.length} pages, ${stubs} /en stubs, ${entries.length} sitemap URLs`);
// The safe-build gate (scripts/gates/safe-build.test.ts) fails this step after it has written its
// files, to show that the folder being served stays as it was.
if (process.env.BUILD_PLANT_FAILURE === 'finishing') throw new Error('planted failure in the last step (BUILD_PLANT_FAILURE=finishing)');
cache.save(manifest, finished);
