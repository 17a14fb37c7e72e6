import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { LOCALES } from './built-pages';

/**
 * Translated content (DESIGN.md "Content languages"): an item with a translation is a page of its
 * own in that language (the page's language on the body, its translated headline, no "only in
 * English" note, a canonical link to itself), and its card in that language's lists is marked with
 * that language, while an item without one stays marked English. The tests follow the content
 * files, so an editor who adds an untranslated post or use case breaks nothing.
 */

interface Item {
  id: string;
  draft?: boolean;
  translations?: Partial<Record<string, { title: string }>>;
}
const items = (file: string) => JSON.parse(readFileSync(`content/posts/${file}`, 'utf8')) as Item[];
const published = (file: string) => items(file).filter((item) => !item.draft);

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

/** Each card's id and the language its heading is marked with. */
async function cardLanguages(page: Page): Promise<Array<{ id: string; lang: string | null | undefined }>> {
  return page.locator('main [data-card]').evaluateAll((nodes) =>
    nodes.map((card) => ({ id: card.getAttribute('data-card') ?? '', lang: card.querySelector('h2, h3, h4')?.closest('[lang]')?.getAttribute('lang') })),
  );
}

/** Cards of translated items carry the page's language; the others stay English. */
function expectCardLanguages(cards: Array<{ id: string; lang: string | null | undefined }>, all: Item[], key: string, tag: string) {
  const byId = new Map(all.map((item) => [item.id, item]));
  const wrong = cards.filter((card) => byId.has(card.id)).filter((card) => card.lang !== (byId.get(card.id)!.translations?.[key] ? tag : 'en'));
  expect(cards.length).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
}

for (const key of ['fr', 'lu']) {
  const { prefix, tag } = locale(key);
  test(`use cases with a ${tag} translation are ${tag} pages under /${prefix}, and so are their cards`, async ({ page, consoleErrors }) => {
    test.slow();
    const translated = published('usecases.json').filter((useCase) => useCase.translations?.[key]);
    expect(translated.length, `use cases with a ${key} translation`).toBeGreaterThan(0);
    for (const useCase of translated) await expectTranslatedPage(page, `/${prefix}/use-cases/${useCase.id}`, tag, useCase.translations![key]!.title);
    await open(page, `/${prefix}/use-cases`);
    expectCardLanguages(await cardLanguages(page), items('usecases.json'), key, tag);
    expect(consoleErrors).toEqual([]);
  });
}

test('posts with a French translation are French pages, and the French hub marks each card in its language', async ({ page, consoleErrors }) => {
  test.slow();
  const translated = published('blog.json').filter((post) => post.translations?.fr);
  expect(translated.length, 'posts with a French translation').toBeGreaterThan(0);
  for (const post of translated) await expectTranslatedPage(page, `/fr/hub/${post.id}`, 'fr', post.translations!.fr!.title);
  await open(page, '/fr/hub');
  expectCardLanguages(await cardLanguages(page), items('blog.json'), 'fr', 'fr');
  expect(consoleErrors).toEqual([]);
});
