import { test, expect } from './fixtures';
import { site } from '../src/config/site';

/** The href of every <a> in a page (attribute values as written, entities decoded). */
function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

/** A site path worth following: an HTML page of this site, without query or fragment. */
function pagePath(href: string, from: string): string | null {
  const url = new URL(href, `${site.origin}${from}`);
  if (url.origin !== site.origin) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname) || /^\/(static|assets|media)\//.test(url.pathname)) return null;
  return url.pathname === '' ? '/' : url.pathname;
}

test('every sitemap URL is reached by following <a href> links from the home page', async ({ request }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname || '/');
  expect(listed.length).toBeGreaterThan(200);

  const seen = new Set<string>(['/']);
  let frontier = ['/'];
  while (frontier.length > 0) {
    const next: string[] = [];
    // A few pages at a time: the local server is quick, the machine has two cores.
    for (let i = 0; i < frontier.length; i += 8) {
      await Promise.all(
        frontier.slice(i, i + 8).map(async (path) => {
          const response = await request.get(path, { maxRedirects: 0 });
          if (response.status() !== 200 || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
          for (const href of anchorHrefs(await response.text())) {
            const target = pagePath(href, path);
            if (target && !seen.has(target)) {
              seen.add(target);
              next.push(target);
            }
          }
        }),
      );
    }
    frontier = next;
  }
  const unreached = listed.filter((path) => !seen.has(path));
  expect(unreached, `sitemap URLs no link leads to (${unreached.length})`).toEqual([]);
});
