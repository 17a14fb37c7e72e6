import { test, expect } from './fixtures';
import { LOCALES } from '../src/lib/i18n/locales';

/** "Page 2 of 3" as each language's locale words it (locales/{lang}/hub.json pagination.description). */
const PAGE_OF: Record<string, (page: number, pages: number) => string> = {
  en: (page, pages) => `Page ${page} of ${pages}.`,
  uk: (page, pages) => `Page ${page} of ${pages}.`,
  fr: (page, pages) => `Page ${page} sur ${pages}.`,
  es: (page, pages) => `Página ${page} de ${pages}.`,
  pt: (page, pages) => `Página ${page} de ${pages}.`,
  lu: (page, pages) => `Säit ${page} vun ${pages}.`,
};

const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? null;

/**
 * Every later page of every paginated list, in every language, has a meta description of its own:
 * page 1's words followed by "Page n of N", never page 1's description again.
 */
test('later list pages have their own meta description, "page n of N", in every language', async ({ request }) => {
  for (const base of ['/hub', '/brand/newsroom']) {
    for (const locale of LOCALES) {
      const prefix = locale.prefix ? `/${locale.prefix}` : '';
      const first = descriptionOf(await (await request.get(`${prefix}${base}`)).text());
      expect(first, `${prefix}${base}`).toBeTruthy();
      const later: Array<[number, string | null]> = [];
      for (let page = 2; page < 50; page += 1) {
        const response = await request.get(`${prefix}${base}/page/${page}`);
        if (response.status() === 404) break;
        later.push([page, descriptionOf(await response.text())]);
      }
      expect(later.length, `${prefix}${base} has later pages`).toBeGreaterThan(0);
      const pages = later.length + 1;
      for (const [page, description] of later) {
        expect(description, `${prefix}${base}/page/${page}`).not.toBe(first);
        expect(description).toBe(`${first} ${PAGE_OF[locale.key]!(page, pages)}`);
      }
    }
  }
});
