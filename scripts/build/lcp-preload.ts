/**
 * The page's LCP picture (the one `<img>` with `fetchpriority="high"`) is announced at the top of
 * the head: without it the browser found the hero poster only after parsing about
 * 40 KB of header markup and inlined CSS, which was 40% of the LCP time on a phone. One preload
 * per AVIF `<source>` (every browser that runs the app decodes AVIF; a browser that does not
 * skips a preload of a type it lacks), each limited to the viewports where its source applies,
 * so a phone does not also fetch the desktop poster. A picture without AVIF sources preloads the
 * `<img>`'s own candidates.
 */

import { insertEarlyInHead } from './head-insert';
import { tagAttribute } from './tag-attribute';
import type { PageParts } from './page-parts';

const attribute = (tag: string, name: string) => tagAttribute(tag, name, { ignoreCase: true });

/** The `<picture>` or bare `<img>` holding the high-priority image, if the page has one. */
function priorityImage(html: string): { sources: string[]; img: string } | undefined {
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(html);
  if (!img) return undefined;
  const before = html.slice(0, img.index);
  const pictureStart = before.lastIndexOf('<picture');
  const inPicture = pictureStart !== -1 && before.lastIndexOf('</picture>') < pictureStart;
  const sources = inPicture ? (before.slice(pictureStart).match(/<source\b[^>]*>/gi) ?? []) : [];
  return { sources, img: img[0] };
}

/**
 * Where a source applies: its own media, minus the viewports of the sources before it (the
 * browser takes the first source that matches).
 */
function effectiveMedia(own: string | undefined, earlier: readonly string[]): string | undefined {
  const excluded = [...new Set(earlier)].map((m) => `(not ${m.startsWith('(') ? m : `(${m})`})`);
  const parts = [...(own ? [own] : []), ...excluded];
  return parts.length ? parts.join(' and ') : undefined;
}

function preloadTag(srcset: string, sizes: string | undefined, type: string | undefined, media: string | undefined): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    ...(type ? [`type="${type}"`] : []),
    `imagesrcset="${srcset}"`,
    ...(sizes ? [`imagesizes="${sizes}"`] : []),
    ...(media ? [`media="${media}"`] : []),
    'fetchpriority="high"',
  ];
  return `<link ${attributes.join(' ')}>`;
}

/** The preload tags for the page's LCP image (empty when the page has none). */
export function lcpPreloadTags(html: string): string[] {
  const found = priorityImage(html);
  if (!found) return [];
  const avif = found.sources.filter((s) => attribute(s, 'type') === 'image/avif');
  if (avif.length === 0) {
    const srcset = attribute(found.img, 'srcset') ?? attribute(found.img, 'src');
    return srcset ? [preloadTag(srcset, attribute(found.img, 'sizes'), undefined, undefined)] : [];
  }
  const tags: string[] = [];
  const earlierMedia: string[] = [];
  for (const source of found.sources) {
    const media = attribute(source, 'media');
    const srcset = attribute(source, 'srcset');
    if (attribute(source, 'type') === 'image/avif' && srcset) {
      tags.push(preloadTag(srcset, attribute(source, 'sizes'), 'image/avif', effectiveMedia(media, earlierMedia)));
    }
    if (media) earlierMedia.push(media);
  }
  return tags;
}

/** Announces the page's LCP image (in its body) at the top of its head. */
export function addLcpPreload(page: PageParts): PageParts {
  return { head: insertEarlyInHead(page.head, lcpPreloadTags(page.body)), body: page.body };
}
