/**
 * The "link" oEmbed of a page without one of its own (src/lib/head/page-oembed.ts), derived from
 * the page's finished head so the two can never disagree.
 */
import { site } from '../../src/config/site';
import { pageOembedPath } from '../../src/lib/head/page-oembed';
import type { HeadTags } from '../lib/dist-pages';

export interface PageOembedFile {
  /** Path inside dist/. */
  file: string;
  source: string;
}

/**
 * The page's own oEmbed file, or null when its oEmbed link points at another's: an article's or a
 * job's, or (a list's later pages) the first page's, which that page writes.
 */
export function pageOembedFile({ metas, links }: HeadTags, urlPath: string, origin: string = site.origin): PageOembedFile | null {
  const link = links.find((l) => l.rel === 'alternate' && l.type === 'application/json+oembed');
  const own = pageOembedPath(urlPath);
  if (link?.href !== `${origin}${own}`) return null;
  const meta = (property: string) => metas.find((m) => m.property === property)?.content;
  const title = meta('og:title') ?? link.title ?? site.name;
  const image = meta('og:image');
  return {
    file: own.slice(1),
    source: JSON.stringify({
      version: '1.0',
      type: 'link',
      title,
      provider_name: site.name,
      provider_url: site.origin,
      cache_age: 86400,
      ...(image
        ? {
            thumbnail_url: image,
            thumbnail_width: Number(meta('og:image:width') ?? 1200),
            thumbnail_height: Number(meta('og:image:height') ?? 630),
          }
        : {}),
    }),
  };
}
