import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { scanHtml } from '../lib/scan-html';
import { pickImage, type Chosen } from './pick-image';

export interface Weight {
  /** Files counted, site paths. */
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  html: Weight;
  /** JavaScript fetched before the page is interactive: entry, preloads and their static imports. */
  js: Weight;
  css: Weight;
  /** Images the page loads at once (not loading="lazy"), posters included: the files a 390 px phone at DPR 2 picks. */
  images: Weight;
  /** Every <img> of the page (lazy ones too) with the file that phone picks and the slot it fills. */
  imageChoices: Chosen[];
  fonts: Weight;
  /** Translations (JSON) the page preloads: fetched before it hydrates, parsed as data. */
  data: Weight;
}

const cache = new Map<string, { raw: number; gzip: number; brotli: number }>();

/** Sizes of one file as a CDN would send it; images and fonts are already compressed, so raw. */
function sizes(file: string, compress: boolean) {
  let known = cache.get(file);
  if (!known) {
    const bytes = readFileSync(file);
    known = compress
      ? {
          raw: bytes.length,
          gzip: gzipSync(bytes, { level: 9 }).length,
          brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        }
      : { raw: bytes.length, gzip: bytes.length, brotli: bytes.length };
    cache.set(file, known);
  }
  return known;
}

function weigh(dist: string, paths: Iterable<string>, compress: boolean): Weight {
  const files = [...new Set(paths)].sort();
  const total: Weight = { files, raw: 0, gzip: 0, brotli: 0 };
  for (const path of files) {
    const full = join(dist, decodeURIComponent(path));
    if (!existsSync(full)) throw new Error(`${path} is referenced but not in dist/`);
    const s = sizes(full, compress);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return total;
}

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g;

/** A chunk and every chunk it imports statically (what the browser must fetch before running it). */
function staticClosure(dist: string, roots: readonly string[]): Set<string> {
  const out = new Set<string>();
  const visit = (path: string) => {
    if (out.has(path)) return;
    out.add(path);
    const code = readFileSync(join(dist, path), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) visit(posix.join(posix.dirname(path), match[1] ?? ''));
  };
  roots.forEach(visit);
  return out;
}

const FONT_URL = /url\(\s*['"]?([^'")]+\.(?:woff2?|ttf|otf))['"]?\s*\)/g;

/** Weighs one built page: its HTML and what it fetches before it is interactive. */
export function measurePage(dist: string, file: string): PageWeight {
  const html = readFileSync(join(dist, file), 'utf8');
  const page = scanHtml(html);
  const local = (url: string | undefined) => (url && url.startsWith('/') && !url.startsWith('//') ? url.split(/[?#]/)[0] : undefined);
  const scripts: string[] = [];
  const styles: string[] = [];
  const images: string[] = [];
  const fonts: string[] = [];
  const data: string[] = [];
  const imageChoices: Chosen[] = [];
  // <source>s since the last <picture>: they belong to the next <img>.
  let pictureSources: Array<Record<string, string | undefined>> | null = null;
  for (const tag of page.tags) {
    const a = tag.attrs;
    if (tag.name === 'picture') pictureSources = [];
    if (tag.name === 'source' && pictureSources) pictureSources.push(a);
    if (tag.name === 'img') {
      const chosen = pickImage({ sources: pictureSources ?? [], img: a });
      pictureSources = null;
      if (chosen && local(chosen.url)) {
        imageChoices.push(chosen);
        if (a.loading !== 'lazy') images.push(local(chosen.url)!);
      }
    }
    if (tag.name === 'script' && a.type === 'module' && local(a.src)) scripts.push(local(a.src)!);
    if (tag.name === 'link' && a.rel === 'modulepreload' && local(a.href)) scripts.push(local(a.href)!);
    if (tag.name === 'link' && a.rel === 'stylesheet' && local(a.href)) styles.push(local(a.href)!);
    if (tag.name === 'link' && a.rel === 'preload' && a.as === 'font' && local(a.href)) fonts.push(local(a.href)!);
    if (tag.name === 'link' && a.rel === 'preload' && a.as === 'fetch' && local(a.href)) data.push(local(a.href)!);
    if (tag.name === 'link' && a.rel === 'preload' && a.as === 'image' && local(a.href)) images.push(local(a.href)!);
    if (tag.name === 'video' && local(a.poster)) images.push(local(a.poster)!);
  }
  for (const sheet of styles) {
    const css = readFileSync(join(dist, sheet), 'utf8');
    for (const match of css.matchAll(FONT_URL)) {
      const url = match[1] ?? '';
      fonts.push(url.startsWith('/') ? url : posix.join(posix.dirname(sheet), url));
    }
  }
  const js = [...staticClosure(dist, scripts.map((s) => s.slice(1)))].map((p) => `/${p}`);
  return {
    html: weigh(dist, [`/${file}`], true),
    js: weigh(dist, js, true),
    css: weigh(dist, styles, true),
    images: weigh(dist, images, false),
    imageChoices,
    fonts: weigh(dist, fonts, false),
    data: weigh(dist, data, true),
  };
}
