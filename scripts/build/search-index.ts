/**
 * The build's last step: indexes the finished pages of dist/ (or OUT_DIR) with Pagefind's Node API
 * and writes the index to dist/pagefind/. Pagefind splits the index by each page's <html lang>, so
 * every page language (en, en-GB, fr, es, pt, lb) gets its own, holding its pages and the
 * English-content item pages under it. Which pages go in: search-pages.ts. It also writes the hub's
 * and the newsroom's own indexes (list-search-index.ts) under dist/pagefind-lists/.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as pagefind from 'pagefind';
import { listPages } from '../lib/dist-pages';
import { stepDetail, stepProgress } from './build-events';
import { siteContent } from '../../src/content/page-data/site-content';
import { writeListIndexes } from './list-search-index';
import { isSearchPage, SEARCH_INDEX_DIR, UNUSED_BUNDLE_FILES } from './search-pages';
import { SITE_MAX_FRAGMENTS } from './search-fragments';

const dist = resolve(process.argv[2] ?? process.env.OUT_DIR ?? 'dist');

function failOn(errors: readonly string[], what: string): void {
  if (errors.length === 0) return;
  console.error(`[search index] ${what}:\n${errors.map((e) => `  ${e}`).join('\n')}`);
  process.exit(1);
}

// Fragment files bundled past a cap per language, so the index fits the deployment's file limit.
// Text only screen readers hear ("opens in a new tab") is not the page's content: indexed, it
// led the excerpts of every page with an outbound button.
const created = await pagefind.createIndex({ maxFragments: SITE_MAX_FRAGMENTS, excludeSelectors: ['.visually-hidden'] });
failOn(created.errors, 'Pagefind could not start');
const index = created.index!;
const pages = listPages(dist);
let added = 0;
// Pagefind's service answers each file on its own: a few in flight at once keep it from waiting on
// this script between files.
const IN_FLIGHT = 16;
for (let start = 0; start < pages.length; start += IN_FLIGHT) {
  await Promise.all(
    pages.slice(start, start + IN_FLIGHT).map(async (page) => {
      const html = readFileSync(join(dist, page.file), 'utf8');
      if (!isSearchPage(page.file, html)) return;
      const { errors } = await index.addHTMLFile({ url: page.urlPath, content: html });
      failOn(errors, `${page.file} could not be indexed`);
      added++;
    }),
  );
  stepProgress(Math.min(start + IN_FLIGHT, pages.length), pages.length);
}
const outputPath = join(dist, SEARCH_INDEX_DIR);
rmSync(outputPath, { recursive: true, force: true });
failOn((await index.writeFiles({ outputPath })).errors, 'Pagefind could not write the index');
for (const file of UNUSED_BUNDLE_FILES) rmSync(join(outputPath, file), { force: true });
// The lists' own indexes, from the content the pages were built from (list-search-index.ts).
const lists = await writeListIndexes(pagefind, siteContent(), dist);
failOn(lists.errors, 'Pagefind could not write the lists\' indexes');
await pagefind.close();

const entry = JSON.parse(readFileSync(join(outputPath, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
const languages = Object.entries(entry.languages).map(([lang, { page_count }]) => `${lang} ${page_count}`);
console.log(`[search index] ${added} of ${pages.length} pages indexed into /${SEARCH_INDEX_DIR}/: ${languages.join(', ')}`);
const listed = Object.entries(lists.counts).map(([section, count]) => `${section} ${count}`);
console.log(`[search index] list indexes (cards x languages): ${listed.join(', ')}`);
stepDetail(`${added} pages, ${languages.length} languages; lists: ${listed.join(', ')}`);
