import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { LOCALES } from './built-pages';

/**
 * DESIGN.md "Content languages": posts, use cases, newsroom articles, jobs and executive bios are
 * English unless translated. Under fr, es, pt and lu every English text of them must sit inside an
 * element whose language is English, after hydration; a translated item is French everywhere on
 * /fr and a page of its own, an untranslated one points crawlers to the English page.
 */

const json = (file: string) => JSON.parse(readFileSync(`content/${file}`, 'utf8')) as unknown;
const list = (file: string) => {
  const data = json(file);
  return (Array.isArray(data) ? data : Object.values(data as object)) as Array<Record<string, unknown>>;
};
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

/** Texts editors wrote in English: titles, the start of excerpts, executives' roles, card summaries and bios. */
const ENGLISH_TEXTS = [
  ...['posts/blog.json', 'posts/usecases.json', 'posts/newsroom.json', 'jobs/jobs.json'].flatMap((file) =>
    list(file).flatMap((item) => [String(item.title ?? ''), plain(String(item.excerpt ?? '')).slice(0, 60)]),
  ),
  ...list('data/executives.json').flatMap((person) => [String(person.title), String(person.summary ?? ''), String(person.description).split(/\n\s*\n/)[0]?.slice(0, 60) ?? '']),
].filter((text) => text.length >= 12);

const TRANSLATED = 'defence-osint-symposium-paris-2025';
const UNTRANSLATED = 'small-data-beats-big-data';
const firstId = (file: string) => String(list(file)[0]?.id ?? list(file)[0]?.referencenumber);

/** Content pages of a language: every list and one item page of each kind. */
const contentPages = (prefix: string) =>
  ['/', '/hub', `/hub/${UNTRANSLATED}`, '/use-cases', `/use-cases/${firstId('posts/usecases.json')}`, '/industries/defense', '/brand/newsroom', `/brand/newsroom/${firstId('posts/newsroom.json')}`, '/careers', '/careers/job/QV-ENG-0142', '/about', '/about/leadership'].map(
    (path) => `/${prefix}${path === '/' ? '' : path}`,
  );

/** Runs in the browser: English texts whose nearest lang is not English. */
function unmarkedEnglish(texts: string[]): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length < 12) continue;
    const match = texts.find((english) => text === english || text.startsWith(english) || english.startsWith(text));
    if (!match) continue;
    const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '';
    if (!lang.toLowerCase().startsWith('en')) found.push(`"${text.slice(0, 60)}" in <${node.parentElement?.tagName.toLowerCase()}> (lang ${lang})`);
  }
  return found;
}

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await waitForHydration(page);
}

const head = (page: Page) =>
  page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('hreflang')).sort(),
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content') ?? '',
    inLanguage: [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => (JSON.parse(s.textContent ?? '{}') as { inLanguage?: string }).inLanguage)
      .filter(Boolean),
    oembed: document.querySelector('link[type="application/json+oembed"]')?.getAttribute('href') ?? '',
    feeds: [...document.querySelectorAll('link[type="application/rss+xml"]')].map((l) => new URL(l.getAttribute('href') ?? '').pathname),
  }));

test.describe('English content is marked as English', () => {
  for (const locale of LOCALES.filter((l) => !l.tag.startsWith('en'))) {
    test(`every content page under /${locale.prefix}`, async ({ page, consoleErrors }) => {
      test.slow();
      for (const url of contentPages(locale.prefix)) {
        await open(page, url);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.tag);
        expect(await page.evaluate(unmarkedEnglish, ENGLISH_TEXTS), url).toEqual([]);
      }
      // The untranslated article: a note in the page's language, English canonical, no hreflang set.
      await open(page, `/${locale.prefix}/hub/${UNTRANSLATED}`);
      await expect(page.locator('[data-content-language-note]')).toBeVisible();
      await expect(page.locator('#article-body')).toHaveAttribute('lang', 'en');
      expect(await head(page)).toMatchObject({ canonical: `https://www.quorvia.example/hub/${UNTRANSLATED}`, hreflang: [], ogLocale: 'en_US', inLanguage: ['en'] });
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('a translated item', () => {
  test('is French on /fr: card, page, head, feed and oEmbed', async ({ page, request }) => {
    await open(page, '/fr/hub');
    const card = page.locator(`[data-card="${TRANSLATED}"]`);
    await expect(card.getByRole('heading')).toHaveText(/Symposium de Paris/);
    expect(await card.getByRole('heading').evaluate((h) => h.closest('[lang]')?.getAttribute('lang'))).toBe('fr');
    // Topics are UI: French labels, whatever the text's language.
    await expect(card.getByRole('listitem')).toHaveText(['Événements', 'Défense']);

    await open(page, `/fr/hub/${TRANSLATED}`);
    await expect(page.locator('h1')).toHaveText(/^Ce que nous avons entendu/);
    await expect(page.locator('h1')).not.toHaveAttribute('lang', /.+/);
    expect(await page.locator('#article-body').evaluate((b) => b.closest('[lang]')?.getAttribute('lang'))).toBe('fr');
    await expect(page.locator('[data-content-language-note]')).toHaveCount(0);
    const fr = await head(page);
    expect(fr).toMatchObject({
      canonical: `https://www.quorvia.example/fr/hub/${TRANSLATED}`,
      hreflang: ['en', 'en-GB', 'fr', 'x-default'],
      ogLocale: 'fr_FR',
      inLanguage: ['fr'],
      feeds: ['/fr/hub/feed.xml', '/hub/feed.xml'],
    });
    const oembed = (await (await request.get(new URL(fr.oembed).pathname)).json()) as { title: string; html: string };
    expect(oembed.title).toMatch(/^Ce que nous avons entendu/);
    expect(oembed.html).toContain('/fr/assets/oembed?');
    const feed = await (await request.get('/fr/hub/feed.xml')).text();
    expect(feed).toContain('<language>fr</language>');
    // The channel describes itself in French too, from locales/fr (not the English feed's text).
    expect(feed).toContain('<description>Recherches, savoir-faire');
    expect(feed).toContain(`/fr/hub/${TRANSLATED}</link>`);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>https://www.quorvia.example/fr/hub/${TRANSLATED}</loc>`);
    expect(sitemap).not.toContain(`<loc>https://www.quorvia.example/es/hub/${TRANSLATED}</loc>`);
    expect(sitemap).not.toContain(`<loc>https://www.quorvia.example/fr/hub/${UNTRANSLATED}</loc>`);
  });

  test('stays English, marked, under a language without its translation', async ({ page }) => {
    await open(page, '/es/hub');
    const heading = page.locator(`[data-card="${TRANSLATED}"]`).getByRole('heading');
    await expect(heading).toHaveText(/^What we heard/);
    await expect(heading).toHaveAttribute('lang', 'en');
    await open(page, `/es/hub/${TRANSLATED}`);
    await expect(page.locator('[data-content-language-note]')).toHaveText('Este artículo solo está disponible en inglés.');
    expect(await head(page)).toMatchObject({ canonical: `https://www.quorvia.example/hub/${TRANSLATED}`, hreflang: [], inLanguage: ['en'] });
  });

  test('the embed preview under /fr shows the translation', async ({ page }) => {
    await page.goto(`/fr/assets/oembed?type=blog&id=${TRANSLATED}`);
    await expect(page.locator('h1')).toHaveText(/^Ce que nous avons entendu/);
  });
});

test('job places are in the page language, with ISO countries in JobPosting', async ({ page }) => {
  await open(page, '/fr/careers');
  await expect(page.locator('[data-job-row="QV-LAB-0008"]')).toContainText('Dublin, Irlande · Royaume-Uni');
  await expect(page.locator('[data-job-row="QV-ENG-0157"]')).toContainText('À distance, Allemagne');
  await open(page, '/lu/careers/job/QV-LAB-0008');
  await expect(page.locator('[data-fact="country"]')).toHaveText('Irland');
  const posting = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>).find((d) => d['@type'] === 'JobPosting'),
  );
  // The job has no Luxembourgish translation: like the page's canonical, the posting names the English page.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.quorvia.example/careers/job/QV-LAB-0008');
  expect(posting).toMatchObject({
    url: 'https://www.quorvia.example/careers/job/QV-LAB-0008',
    mainEntityOfPage: { '@id': 'https://www.quorvia.example/careers/job/QV-LAB-0008' },
    jobLocation: { address: { addressCountry: 'IE' } },
  });
});
