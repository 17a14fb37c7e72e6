import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, normalize, relative, sep } from 'node:path';

export interface DistPage {
  /** File path relative to dist/, with forward slashes. */
  file: string;
  /** URL path the page is served at: index.html -> /, fr/solution.html -> /fr/solution. */
  urlPath: string;
}

/**
 * Every file under `dir` that `filter` (given the full path) keeps, relative with forward slashes,
 * sorted. Entries' types come with the listing; only a symbolic link costs a stat (to follow it),
 * which over the 146,852 files of a 10,000-post build took 0.6 s against 1.2 to 1.9 s.
 */
export function listFiles(dir: string, filter: (file: string) => boolean = () => true): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isSymbolicLink() ? statSync(full).isDirectory() : entry.isDirectory()) walk(full);
      else if (filter(full)) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The one mapping between flat output files and URLs (DESIGN.md, "URLs and output"). */
export function fileToUrlPath(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.slice(0, -'.html'.length)}`;
}

export function listPages(distDir: string): DistPage[] {
  return listFiles(distDir, (f) => f.endsWith('.html')).map((file) => ({ file, urlPath: fileToUrlPath(file) }));
}

export function isNotFoundFile(file: string): boolean {
  return file === '404.html' || file.endsWith('/404.html');
}

export function isEnglishStub(file: string): boolean {
  return file === 'en.html' || file.startsWith('en/');
}

/** Pages that only send visitors on: /en redirect stubs and /share/... social-preview pages. */
export function isStubFile(file: string): boolean {
  return isEnglishStub(file) || file.startsWith('share/');
}

/** The attributes of a page's head tags that the build reads: metas and links. */
export interface HeadTags {
  metas: Array<Record<string, string>>;
  links: Array<Record<string, string>>;
}

/** Parses the head once for everything that reads it (sitemap entry, oEmbed file, CSP). */
export function headTags(html: string): HeadTags {
  const head = headOf(html);
  return { metas: tagAttributes(head, META), links: tagAttributes(head, LINK) };
}

const LINK = /<link\s([^>]*)>/g;
const META = /<meta\s([^>]*)>/g;

/** Up to `</head>`; a page without one is all head, as before (slice(0, -1) dropped its last character). */
function headOf(html: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : html.slice(0, end);
}

function tagAttributes(head: string, tag: RegExp): Array<Record<string, string>> {
  return [...head.matchAll(tag)].map((m) => parseAttributes(m[1] ?? ''));
}

export function headMetas(html: string): Array<Record<string, string>> {
  return tagAttributes(headOf(html), META);
}

export function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = (m[1] ?? '').toLowerCase();
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * The file the host serves for a URL path: the exact file, the flat `.html` page, or a folder's
 * index.html (share pages keep their trailing slash). The one resolution used by the local server
 * and the link gate.
 */
export function resolveDistFile(distDir: string, urlPath: string): string | null {
  const safe = normalize(urlPath).replace(/^(\.\.[/\\])+/, '');
  const candidates = urlPath.endsWith('/') ? [join(safe, 'index.html')] : [safe, `${safe}.html`, join(safe, 'index.html')];
  if (urlPath === '/') candidates.unshift('index.html');
  for (const candidate of candidates) {
    const full = join(distDir, candidate);
    if (full.startsWith(distDir) && existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}
