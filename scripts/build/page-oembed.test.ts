import { describe, expect, it } from 'vitest';
import { pageOembedPath } from '../../src/lib/head/page-oembed';
import { headTags } from '../lib/dist-pages';
import { pageOembedFile } from './page-oembed';

const origin = 'https://www.quorvia.example';
const head = (oembedHref: string) => headTags(`<!doctype html><html><head>
<meta property="og:title" content="Plateforme &amp; m&#39;enquêtes">
<meta property="og:image" content="${origin}/media/og/default.png">
<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">
<link rel="alternate" type="application/json+oembed" href="${oembedHref}" title="x">
</head><body></body></html>`);

describe('page oEmbed', () => {
  it('names one file per page path, the home page included', () => {
    expect(pageOembedPath('/')).toBe('/assets/pages/index.oembed.json');
    expect(pageOembedPath('/fr')).toBe('/assets/pages/fr.oembed.json');
    expect(pageOembedPath('/fr/solution/monitor')).toBe('/assets/pages/fr/solution/monitor.oembed.json');
  });

  it('writes a "link" oEmbed from the head the page announces it in', () => {
    const file = pageOembedFile(head(`${origin}/assets/pages/fr/solution.oembed.json`), '/fr/solution', origin);
    expect(file?.file).toBe('assets/pages/fr/solution.oembed.json');
    expect(JSON.parse(file?.source ?? '{}')).toMatchObject({
      version: '1.0',
      type: 'link',
      title: "Plateforme & m'enquêtes",
      thumbnail_url: `${origin}/media/og/default.png`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
  });

  it('leaves pages with their own oEmbed (articles, jobs) alone', () => {
    expect(pageOembedFile(head(`${origin}/assets/posts/auditabl.oembed.json`), '/hub/auditable-osint', origin)).toBeNull();
  });

  it("leaves a list's later pages to the first page's file, which that page writes", () => {
    expect(pageOembedFile(head(`${origin}/assets/pages/fr/hub.oembed.json`), '/fr/hub/page/3', origin)).toBeNull();
    expect(pageOembedFile(head(`${origin}/assets/pages/fr/hub.oembed.json`), '/fr/hub', origin)?.file).toBe('assets/pages/fr/hub.oembed.json');
  });
});
