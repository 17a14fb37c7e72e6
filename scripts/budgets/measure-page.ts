import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { INLINED_CSS_ATTR } from '../build/inline-css';
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
  /** The document without its inlined stylesheets, which count as CSS. */
  html: Weight;
  /** JavaScript fetched before the page is interactive: entry, preloads and their static imports. */
  js: Weight;
  /** The inlined stylesheets (listed as "inline") and the stylesheets the page fetches. */
  css: Weight;
  /** Stylesheets in the head the first paint waits for (at most one). */
  blockingStylesheets: string[];
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
    known = compress ? compressed(bytes) : { raw: bytes.length, gzip: bytes.length, brotli: bytes.length };
    cache.set(file, known);
  }
  return known;
}

function compressed(bytes: Buffer) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a: Weight, b: Weight): Weight => ({ files: [...a.files, ...b.files], raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

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

/**
 * A stylesheet link blocks the first paint unless it is disabled or its media cannot match on
 * load; a media query on the viewport is counted as blocking, since it matches on some screens.
 */
function blocks(attrs: Record<string, string>): boolean {
  const media = (attrs.media ?? '').trim().toLowerCase();
  return attrs.disabled === undefined && media !== 'print' && media !== 'not all';
}

const INLINED_STYLE = new RegExp(`<style\\s${INLINED_CSS_ATTR}(?:="")?>[\\s\\S]*?</style>`, 'g');

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
  const blocking: string[] = [];
  let inlined = '';
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
    // A disabled link is the placeholder of a sheet inlined above it (scripts/build/inline-css.ts): not fetched.
    if (tag.name === 'link' && a.rel === 'stylesheet' && local(a.href) && a.disabled === undefined) styles.push(local(a.href)!);
    if (tag.name === 'link' && a.rel === 'stylesheet' && tag.inHead && blocks(a)) blocking.push(a.href ?? '');
    if (tag.name === 'style' && a[INLINED_CSS_ATTR] !== undefined) inlined += tag.text ?? '';
    if (tag.name === 'link' && a.rel === 'preload' && a.as === 'font' && local(a.href)) fonts.push(local(a.href)!);
    if (tag.name === 'link' && a.rel === 'preload' && a.as === 'fetch' && local(a.href)) data.push(local(a.href)!);
    if (tag.name === 'link' && a.rel === 'preload' && a.as === 'image' && local(a.href)) images.push(local(a.href)!);
    if (tag.name === 'video' && local(a.poster)) images.push(local(a.poster)!);
  }
  const sheets = [{ href: '/', css: inlined }, ...styles.map((href) => ({ href, css: readFileSync(join(dist, href), 'utf8') }))];
  for (const { href: sheet, css } of sheets) {
    for (const match of css.matchAll(FONT_URL)) {
      const url = match[1] ?? '';
      fonts.push(url.startsWith('/') ? url : posix.join(posix.dirname(sheet), url));
    }
  }
  const js = [...staticClosure(dist, scripts.map((s) => s.slice(1)))].map((p) => `/${p}`);
  return {
    html: { ...compressed(Buffer.from(html.replace(INLINED_STYLE, ''))), files: [`/${file}`] },
    js: weigh(dist, js, true),
    css: add(inlined ? { ...compressed(Buffer.from(inlined)), files: ['inline'] } : weigh(dist, [], true), weigh(dist, styles, true)),
    blockingStylesheets: blocking,
    images: weigh(dist, images, false),
    imageChoices,
    fonts: weigh(dist, fonts, false),
    data: weigh(dist, data, true),
  };
}
