import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { LOCALES } from './built-pages';

/**
 * The sample content in other languages (DESIGN.md "Content languages"): every use case reads in
 * French and Luxembourgish, and the hub's first page (its hero and the posts after it) in French.
 * Each of those items is a page of its own in that language: the page's language on the body, its
 * translated headline, no "only in English" note and a canonical link to itself.
 */

interface Item {
  id: string;
  draft?: boolean;
  translations?: Partial<Record<string, { title: string }>>;
}
const items = (file: string) => (JSON.parse(readFileSync(`content/posts/${file}`, 'utf8')) as Item[]).filter((item) => !item.draft);

/** The hub's hero and the six posts after it on the production site's first page. */
const HUB_FIRST_PAGE = [
  'legal-basis-and-proportionality',
  'force-structure-from-open-sources',
  'geo-search-for-duty-of-care',
  'defence-osint-symposium-paris-2025',
  'measuring-query-decay',
  'opsec-for-small-teams',
  'video-evidence-transcription-workflow',
];

const locale = (key: string) => LOCALES.find((l) => l.key === key)!;
const trimmed = (text: string) => text.replace(/\s+/g, ' ').trim();

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await waitForHydration(page);
}

/** The item page reads in the language, as a page of its own. */
async function expectTranslatedPage(page: Page, url: string, tag: string, title: string) {
  await open(page, url);
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
  await expect(page.locator('h1'), url).toHaveText(trimmed(title));
  expect(await page.locator('h1').evaluate((h) => h.closest('[lang]')?.getAttribute('lang')), url).toBe(tag);
  expect(await page.locator('#article-body').evaluate((b) => b.closest('[lang]')?.getAttribute('lang')), url).toBe(tag);
  await expect(page.locator('[data-content-language-note]'), url).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.quorvia.example${url}`);
}

for (const key of ['fr', 'lu']) {
  const { prefix, tag } = locale(key);
  test(`every use case is a ${tag} page under /${prefix}`, async ({ page, consoleErrors }) => {
    test.slow();
    for (const useCase of items('usecases.json')) {
      const title = useCase.translations?.[key]?.title;
      expect(title, `${useCase.id} has no ${key} translation`).toBeTruthy();
      await expectTranslatedPage(page, `/${prefix}/use-cases/${useCase.id}`, tag, title ?? '');
    }
    // The list shows them in the language too: no card heading is marked as another language.
    await open(page, `/${prefix}/use-cases`);
    const langs = await page.locator('main [data-card]').evaluateAll((cards) => cards.map((card) => card.querySelector('h2, h3, h4')?.closest('[lang]')?.getAttribute('lang')));
    expect(langs.length).toBeGreaterThan(0);
    expect(langs.filter((lang) => lang !== tag)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("the French hub's first page is French: hero, cards and their pages", async ({ page, consoleErrors }) => {
  test.slow();
  const posts = items('blog.json');
  for (const id of HUB_FIRST_PAGE) {
    const title = posts.find((post) => post.id === id)?.translations?.fr?.title;
    expect(title, `${id} has no French translation`).toBeTruthy();
    await expectTranslatedPage(page, `/fr/hub/${id}`, 'fr', title ?? '');
  }
  // Every card on the first page is French, the hero first. The development site the tests build
  // also shows the sample draft there (an English preview), which production leaves out.
  await open(page, '/fr/hub');
  const cards = await page.locator('main [data-card]').evaluateAll((nodes) =>
    nodes.map((card) => ({ id: card.getAttribute('data-card') ?? '', lang: card.querySelector('h2, h3, h4')?.closest('[lang]')?.getAttribute('lang') })),
  );
  const drafts = new Set((JSON.parse(readFileSync('content/posts/blog.json', 'utf8')) as Item[]).filter((post) => post.draft).map((post) => post.id));
  expect(cards[0]).toEqual({ id: HUB_FIRST_PAGE[0], lang: 'fr' });
  expect(cards.length).toBeGreaterThanOrEqual(7);
  expect(cards.filter((card) => !drafts.has(card.id) && card.lang !== 'fr')).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
