import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';
import type { ArticleCard } from '../src/content/page-data/types';
import { listFromIndex } from '../src/components/article-listing/list-articles';
import { LIST_PAGE_SIZE } from '../src/lib/listing/list-pages';

/**
 * The hub's and the newsroom's sort and filter read the list's own search index a page at a time
 * (src/lib/listing/list-search.ts). What they show must be what the prerendered pages show: the
 * same cards in the same order, in every page language (English posts under /fr and /lu too).
 */

const cardIds = (page: Page) => page.locator('ul[data-page] [data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? ''));

/** The grid's card ids of a prerendered page, as its file has them. */
async function prerenderedIds(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('ul[data-page] [data-card]')].map((c) => c.getAttribute('data-card') ?? '');
  }, html);
}

/** The pager's page links: the prerendered pager has them, the index-driven one has buttons. */
const pageLinks = (page: Page) => page.locator('section[aria-busy] nav a');

const lists = [
  { path: '/hub', prefix: '', base: '/hub', json: 'hub', hero: true },
  { path: '/fr/hub', prefix: '/fr', base: '/hub', json: 'hub', hero: true },
  { path: '/lu/hub', prefix: '/lu', base: '/hub', json: 'hub', hero: true },
  { path: '/brand/newsroom', prefix: '', base: '/brand/newsroom', json: 'newsroom', hero: false },
  { path: '/fr/brand/newsroom', prefix: '/fr', base: '/brand/newsroom', json: 'newsroom', hero: false },
  { path: '/lu/brand/newsroom', prefix: '/lu', base: '/brand/newsroom', json: 'newsroom', hero: false },
];

for (const list of lists) {
  test.describe(`${list.path} on the list index`, () => {
    test('oldest first is the prerendered order reversed; newest first again is the prerendered first page', async ({ page, consoleErrors }) => {
      await page.goto(list.path);
      await waitForHydration(page);
      const first = await cardIds(page);
      const heading = page.locator('section[aria-busy] h2');
      const count = await heading.textContent();
      const pages = Math.ceil(Number(/\d+/.exec(count ?? '')?.[0]) / LIST_PAGE_SIZE);
      // The whole list newest first, from the prerendered pages: its last cards lead "oldest first".
      const pagePath = (n: number) => (n === 1 ? list.path : `${list.prefix}${list.base}/page/${n}`);
      const tail = [...(pages > 1 ? await prerenderedIds(page, pagePath(pages - 1)) : []), ...(await prerenderedIds(page, pagePath(pages)))];
      expect(tail.length).toBeGreaterThanOrEqual(Math.min(LIST_PAGE_SIZE, Number(/\d+/.exec(count ?? '')?.[0])));

      await page.locator('select[data-control="sort"]').selectOption('asc');
      await expect(pageLinks(page)).toHaveCount(0);
      await expect.poll(() => cardIds(page)).toEqual(tail.reverse().slice(0, LIST_PAGE_SIZE));
      await page.locator('select[data-control="sort"]').selectOption('desc');
      await expect.poll(() => cardIds(page)).toEqual(first);
      await expect(heading).toHaveText(count ?? '');
      expect(consoleErrors).toEqual([]);
    });

    test('a category shows the cards of that category, newest first, with its count', async ({ page, consoleErrors }) => {
      await page.goto(list.path);
      await waitForHydration(page);
      // The oracle: every card of the list (the JSON list a development build still writes for the staging overlay).
      const lang = list.prefix === '' ? 'en' : list.prefix.slice(1);
      const all = ((await (await page.request.get(`/assets/lists/${list.json}.${lang}.json`)).json()) as { cards: ArticleCard[] }).cards;
      const category = page.locator('select[data-control="category"]');
      const topics = await category.locator('option:not([value="all"])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(topics.length).toBeGreaterThan(0);
      for (const topic of topics.slice(0, 2)) {
        const expected = listFromIndex(all, { sort: 'desc', category: topic, page: 1 }, list.hero);
        await category.selectOption(topic);
        await expect.poll(() => cardIds(page)).toEqual(expected.items.map((c) => c.id));
        await expect(page.locator('section[aria-busy] h2')).toHaveText(new RegExp(`\\b${expected.total}\\b`));
        await expect(pageLinks(page)).toHaveCount(0);
      }
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('the first filter loads nothing before it, then only the list index code, its filter and sort data and the shown cards: under 300 KB', async ({ page, consoleErrors }) => {
  const sizes: Array<Promise<{ path: string; bytes: number }>> = [];
  let counting = false;
  page.on('requestfinished', (request) => {
    if (!counting) return;
    sizes.push(request.sizes().then((s) => ({ path: new URL(request.url()).pathname, bytes: s.responseBodySize + s.responseHeadersSize })));
  });
  const early: string[] = [];
  page.on('request', (r) => /\/(pagefind-lists|pagefind|assets\/lists)\//.test(r.url()) && !counting && early.push(r.url()));
  await page.goto('/fr/hub');
  await waitForHydration(page);
  // First-load JavaScript stays as it was: nothing of the index before the visitor asks.
  expect(early).toEqual([]);
  counting = true;
  await page.locator('select[data-control="category"]').selectOption({ index: 1 });
  await expect(pageLinks(page)).toHaveCount(0);
  await expect(page.locator('section[aria-busy="false"] ul[data-page="1"] [data-card]').first()).toBeVisible();
  const shown = (await cardIds(page)).length;
  const loaded = await Promise.all(sizes);
  const paths = loaded.map((l) => l.path);
  expect(paths.filter((p) => p.startsWith('/assets/lists/')), 'the full list').toEqual([]);
  expect(paths.filter((p) => p.startsWith('/pagefind/')), 'the site search index').toEqual([]);
  const index = paths.filter((p) => p.startsWith('/pagefind-lists/'));
  expect(index.every((p) => p.startsWith('/pagefind-lists/hub/'))).toBe(true);
  // No word index: the list searches no words.
  expect(index.filter((p) => p.includes('/index/'))).toEqual([]);
  // The language's meta file, the category's filter chunk and at most a fragment per shown card.
  expect(index.filter((p) => /\/pagefind-lists\/hub\/pagefind\.fr_\w+\.pf_meta$/.test(p))).toHaveLength(1);
  expect(index.filter((p) => /\/filter\/fr_\w+\.pf_filter$/.test(p))).toHaveLength(1);
  expect(index.filter((p) => p.includes('/fragment/')).length).toBeGreaterThan(0);
  expect(index.filter((p) => p.includes('/fragment/')).length).toBeLessThanOrEqual(shown);
  const total = loaded.filter((l) => l.path.startsWith('/pagefind-lists/')).reduce((sum, l) => sum + l.bytes, 0);
  expect(total).toBeLessThan(300 * 1024);
  expect(consoleErrors).toEqual([]);
});
