/**
 * How many files the site search's index may spend on fragments (Pagefind's `maxFragments`).
 *
 * A fragment is one indexed page's text and metadata, which a result loads to show its title and
 * excerpt. By default Pagefind writes one file per page, and each item has a page in every one of
 * the six languages, so at 10,000 posts the index held some 73,000 fragment files: with the
 * deployment's own 84,762 files that is far over Cloudflare Pages' 100,000 (docs/deployment.md).
 * Past `maxFragments` pages in a language, Pagefind bundles neighbouring pages (in URL order) into
 * shared files, and a result then fetches its whole file: fewer files cost more bytes per result.
 */

/** Fragment files per language at most (docs/performance.md, "Search index", for the measurements). */
export const SITE_MAX_FRAGMENTS = 600;

/** Fragment files a language's index writes for `pages` indexed pages. */
export function fragmentFiles(pages: number, cap = SITE_MAX_FRAGMENTS): number {
  return Math.ceil(pages / pagesPerFragmentFile(pages, cap));
}

/**
 * Pages in a fragment file at most, as Pagefind bundles them (checked against its output: 162
 * pages a language capped at 40 make files of 5 pages, 33 of them): what one result's fetch
 * carries, its own page and its neighbours'.
 */
export function pagesPerFragmentFile(pages: number, cap = SITE_MAX_FRAGMENTS): number {
  return Math.max(1, Math.ceil(pages / cap));
}
