import { describe, expect, it } from 'vitest';
import { robotsTxt } from './site-files';
import { sitemapEntry, sitemapXml } from './sitemap';
import { englishStub } from './english-stubs';
import { headTags } from '../lib/dist-pages';

const origin = 'https://www.quorvia.example';
const page = (canonical: string, robots = '', updated = '') =>
  `<html><head><link rel="canonical" href="${canonical}"><link rel="alternate" hreflang="fr" href="${origin}/fr/x">${
    robots ? `<meta name="robots" content="${robots}">` : ''
  }${updated ? `<meta property="og:updated_time" content="${updated}">` : ''}</head><body></body></html>`;

describe('sitemap', () => {
  it('lists an indexable page that is its own canonical, with its alternates', () => {
    const entry = sitemapEntry(origin, { file: 'x.html', urlPath: '/x' }, headTags(page(`${origin}/x`)));
    expect(entry).toEqual({ loc: `${origin}/x`, alternates: [{ hreflang: 'fr', href: `${origin}/fr/x` }] });
    expect(sitemapXml([entry!])).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${origin}/fr/x"/>`);
  });
  it("gives an entry the page's content date as lastmod, and none to a page without one", () => {
    const dated = sitemapEntry(origin, { file: 'x.html', urlPath: '/x' }, headTags(page(`${origin}/x`, '', '2025-03-14T09:30:00+00:00')));
    expect(dated?.lastmod).toBe('2025-03-14T09:30:00+00:00');
    expect(sitemapXml([dated!])).toContain(`<loc>${origin}/x</loc>\n    <lastmod>2025-03-14T09:30:00+00:00</lastmod>`);
    const undated = sitemapEntry(origin, { file: 'x.html', urlPath: '/x' }, headTags(page(`${origin}/x`)));
    expect(undated).not.toHaveProperty('lastmod');
    expect(sitemapXml([undated!])).not.toContain('<lastmod>');
  });
  it('leaves out noindex pages and aliases whose canonical is another page', () => {
    expect(sitemapEntry(origin, { file: 'legal.html', urlPath: '/legal' }, headTags(page(`${origin}/legal`, 'noindex, nofollow')))).toBeNull();
    expect(
      sitemapEntry(origin, { file: 'industries/defence.html', urlPath: '/industries/defence' }, headTags(page(`${origin}/industries/defense`))),
    ).toBeNull();
  });
});

describe('robots.txt', () => {
  it('names the sitemap in production and closes the staging site', () => {
    expect(robotsTxt(origin, false)).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robotsTxt(origin, true)).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('/en stubs', () => {
  it('refresh to the unprefixed page and point their canonical at it', () => {
    const html = englishStub(origin, '/solution', 'Platform | Quorvia');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/solution">');
    expect(html).toContain(`<link rel="canonical" href="${origin}/solution">`);
    expect(html).toContain('<html lang="en">');
  });
});
