import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { site } from '../../src/config/site';
import { isNotFoundFile, listFiles, listPages, resolveDistFile } from '../lib/dist-pages';
import { scanHtml, type ScannedPage } from '../lib/scan-html';
import type { GateProblem, GateResult } from './gate';

/** Attributes that carry a URL, per element. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  iframe: ['src'],
  form: ['action'],
  track: ['src'],
};
const SRCSET_ELEMENTS = new Set(['img', 'source']);
const META_URLS = new Set(['og:image', 'og:url', 'twitter:image', 'og:video', 'og:audio']);

/** Every URL a page names in its markup (the links gate's list; the Lighthouse runner warms them). */
export function urlsOf(page: ScannedPage): string[] {
  const urls: string[] = [];
  for (const tag of page.tags) {
    for (const attr of URL_ATTRIBUTES[tag.name] ?? []) if (tag.attrs[attr]) urls.push(tag.attrs[attr] as string);
    if (SRCSET_ELEMENTS.has(tag.name) && tag.attrs.srcset) {
      for (const candidate of tag.attrs.srcset.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) urls.push(url);
      }
    }
    if (tag.name === 'meta') {
      const key = tag.attrs.property ?? tag.attrs.name ?? '';
      if (META_URLS.has(key) && tag.attrs.content) urls.push(tag.attrs.content);
      const refresh = tag.attrs['http-equiv']?.toLowerCase() === 'refresh' ? /url=(.+)$/i.exec(tag.attrs.content ?? '') : null;
      if (refresh?.[1]) urls.push(refresh[1].trim());
    }
  }
  return urls;
}

type Target = { kind: 'internal'; path: string; fragment: string | null } | { kind: 'external'; url: string } | { kind: 'skip' } | { kind: 'unsafe' };

function classify(url: string, pageUrl: string): Target {
  const value = url.trim();
  if (/^(mailto|tel|data|blob):/i.test(value)) return { kind: 'skip' };
  if (/^(javascript|vbscript):/i.test(value)) return { kind: 'unsafe' };
  const parsed = new URL(value, `${site.origin}${pageUrl}`);
  if (parsed.origin !== site.origin) return /^https?:$/.test(parsed.protocol) ? { kind: 'external', url: parsed.href } : { kind: 'skip' };
  let path = parsed.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw path; it will fail to resolve and be reported
  }
  return { kind: 'internal', path, fragment: parsed.hash ? decodeURIComponent(parsed.hash.slice(1)) : null };
}

/**
 * Every internal URL in every page (links, images, srcset, scripts, styles, canonical, hreflang,
 * oEmbed and feed links, social images, refresh targets) and every url() in the CSS resolves to a
 * file in dist/; fragments resolve to an id on their target page. External URLs are listed only.
 */
export function checkLinks(dist: string): GateResult {
  const problems: GateProblem[] = [];
  const external = new Set<string>();
  const scanned = new Map<string, ScannedPage>();
  const scan = (file: string) => {
    let page = scanned.get(file);
    if (!page) {
      page = scanHtml(readFileSync(file, 'utf8'));
      scanned.set(file, page);
    }
    return page;
  };

  const pages = listPages(dist);
  let count = 0;
  for (const page of pages) {
    const full = join(dist, page.file);
    const own = scan(full);
    const fromNotFound = isNotFoundFile(page.file);
    for (const url of urlsOf(own)) {
      count += 1;
      if (url.startsWith('#')) {
        const id = decodeURIComponent(url.slice(1));
        if (id && !own.ids.has(id)) problems.push({ file: page.file, message: `link ${url} points at an id this page does not have` });
        continue;
      }
      const target = classify(url, page.urlPath);
      if (target.kind === 'skip') continue;
      if (target.kind === 'unsafe') {
        problems.push({ file: page.file, message: `script URL in a link: ${url}` });
        continue;
      }
      if (target.kind === 'external') {
        external.add(target.url);
        continue;
      }
      const file = resolveDistFile(dist, target.path);
      // A not-found page may link to its siblings in other languages; nothing else may link to one.
      const notFound = file && !fromNotFound && isNotFoundFile(relative(dist, file).split(sep).join('/'));
      if (!file || notFound) {
        problems.push({ file: page.file, message: `broken link ${url} (no file for ${target.path})` });
        continue;
      }
      if (target.fragment && file.endsWith('.html') && !scan(file).ids.has(target.fragment)) {
        problems.push({ file: page.file, message: `link ${url} points at #${target.fragment}, which ${relative(dist, file)} does not have` });
      }
    }
  }

  const styles = listFiles(dist, (f) => f.endsWith('.css'));
  for (const css of styles) {
    const text = readFileSync(join(dist, css), 'utf8');
    for (const match of text.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
      const url = (match[2] ?? '').trim();
      count += 1;
      if (/^(data|https?):|^#/i.test(url)) {
        if (/^https?:/i.test(url)) external.add(url);
        continue;
      }
      const path = url.startsWith('/') ? url : `/${relative(dist, join(dist, dirname(css), url)).split(sep).join('/')}`;
      if (!resolveDistFile(dist, path.split(/[?#]/)[0] ?? path)) problems.push({ file: css, message: `broken url(${url})` });
    }
  }

  return {
    name: 'links',
    problems,
    notes: [
      ...[...external].sort().map((url) => `external (not fetched): ${url}`),
    ],
    checked: `${count} URLs in ${pages.length} pages and ${styles.length} stylesheets`,
  };
}
