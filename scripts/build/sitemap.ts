import type { DistPage, HeadTags } from '../lib/dist-pages';

export interface SitemapEntry {
  loc: string;
  alternates: Array<{ hreflang: string; href: string }>;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A page belongs in the sitemap when it is indexable (no noindex) and is its own canonical, so
 * aliases such as /industries/defence stay out. Alternates are the hreflang links of its head.
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
  return { loc: canonical, alternates };
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(entry.loc)}</loc>`,
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
