import type { DistPage, HeadTags } from '../lib/dist-pages';
import { UPDATED_TIME_PROPERTY } from '../../src/lib/head/page-head-options';

export interface SitemapEntry {
  loc: string;
  /**
   * When the content the page shows last changed (its og:updated_time, from the content's own
   * dates: src/lib/head/page-head-options.ts contentDate), absent on a page without dated content.
   * Never the build time: that would change every URL on every build.
   */
  lastmod?: string;
  alternates: Array<{ hreflang: string; href: string }>;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A page belongs in the sitemap when it is indexable (no noindex) and is its own canonical, so
 * aliases such as /industries/defence stay out. Alternates are the hreflang links of its head,
 * lastmod its content date.
 */
export function sitemapEntry(origin: string, page: DistPage, { metas, links }: HeadTags): SitemapEntry | null {
  const robots = metas.find((m) => m.name === 'robots')?.content ?? '';
  if (/noindex/i.test(robots)) return null;
  const canonical = links.find((l) => l.rel === 'canonical')?.href;
  const self = page.urlPath === '/' ? origin : `${origin}${page.urlPath}`;
  if (!canonical || canonical !== self) return null;
  const alternates = links
    .filter((l) => l.rel === 'alternate' && l.hreflang && l.href)
    .map((l) => ({ hreflang: l.hreflang as string, href: l.href as string }));
  const lastmod = metas.find((m) => m.property === UPDATED_TIME_PROPERTY)?.content;
  return { loc: canonical, ...(lastmod ? { lastmod } : {}), alternates };
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(entry.loc)}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`] : []),
      ...entry.alternates.map(
        (a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}
