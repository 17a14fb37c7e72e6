import { SEARCH_TYPE_META } from '../../src/lib/search/search-entry';
import { isNotFoundFile, isStubFile } from '../lib/dist-pages';

/** Where the search index is written under dist/, and the URL the browser loads it from. */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Pagefind's own UI bundles: the site has its own dialog and page, so they are not shipped. */
export const UNUSED_BUNDLE_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

const MARKER = new RegExp(`<meta\\s[^>]*name="${SEARCH_TYPE_META}"`);

/**
 * Whether a built page goes into the search index. The page's head decides (search-entry.ts writes
 * the search-type meta on indexed pages only); /en stubs, share pages and the 404s never do, even
 * if a future head gave them the tag.
 */
export function isSearchPage(file: string, html: string): boolean {
  if (isStubFile(file) || isNotFoundFile(file)) return false;
  const headEnd = html.indexOf('</head>');
  return MARKER.test(headEnd < 0 ? html : html.slice(0, headEnd));
}
