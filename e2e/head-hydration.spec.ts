import type { Page } from '@playwright/test';
import { matchPageRoute } from '../src/routes/match-page-route';
import { expect, test, waitForHydration } from './fixtures';
import { liveHead, prerenderedHead } from './head-snapshot';
import { samplePages } from './sample-pages';

/**
 * A visitor's tab and a JS-rendering crawler that follows links see the head the app writes on a
 * client-side navigation. For one page per route pattern, reached by a client-side navigation
 * from the page before it, the head must be the prerendered one.
 * (After a page's own hydration the same check runs in e2e/every-page.spec.ts, which loads
 * every page anyway.)
 */

/** Routes that load a third party reload unless the page they come from allows it (CSP). */
const providersOf = (url: string) => (matchPageRoute(new URL(url, 'http://x').pathname)?.thirdParties ?? []).slice().sort().join(' ');

/** The URL a visitor reaches a pattern by: the warning page always has a destination. */
const visitedUrl = (url: string) => (/^(\/\w\w)?\/ex$/.test(url) ? `${url}?dest=${encodeURIComponent('https://osint.example.org/report')}` : url);

/** Navigates like a router link does: a history entry and a popstate the router handles. */
async function navigateClientSide(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: 'e2e-head', idx: (state?.idx ?? 0) + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

/** Pages that load the same third parties sit next to each other, so navigating between them stays client-side. */
const byLanguage = new Map<string, Array<{ label: string; url: string }>>();
for (const sample of samplePages()) {
  const language = /\((\w+)\)$/.exec(sample.label)?.[1] ?? 'en';
  byLanguage.set(language, [...(byLanguage.get(language) ?? []), { ...sample, url: visitedUrl(sample.url) }]);
}

/**
 * The head a client-side navigation writes comes from the same route data and translations in
 * every language, and every page's head is compared after its own hydration in all six
 * (every-page.spec.ts); the navigation chain runs in three: English without a prefix, British
 * English (English with its own overrides) and Luxembourgish (a sample, where behaviour
 * does not differ by language).
 */
const CHAIN_LANGUAGES = ['en', 'uk', 'lu'];

for (const [language, samples] of [...byLanguage].filter(([key]) => CHAIN_LANGUAGES.includes(key))) {
  samples.sort((a, b) => providersOf(a.url).localeCompare(providersOf(b.url)));
  test(`head equals the prerendered head after a client-side navigation (${language})`, async ({ page, consoleErrors }) => {
    test.setTimeout(samples.length * 10_000);
    const [first, ...rest] = samples;
    await page.goto(first!.url);
    await waitForHydration(page);
    let previous = first!.url;
    // Back to the first page at the end, so every page is reached client-side once.
    for (const sample of [...rest, first!]) {
      const expected = await prerenderedHead(page, sample.url);
      // The route table decides which navigations reload: a page whose CSP lacks the next page's third parties.
      const clientSide = providersOf(previous) === providersOf(sample.url);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await navigateClientSide(page, sample.url);
      // A page needing a third party the previous page's CSP lacks is loaded afresh (site-layout.tsx).
      const reloads = providersOf(sample.url).split(' ').some((p) => p !== '' && !providersOf(previous).split(' ').includes(p));
      if (reloads) {
        // The old document stays hydrated until the reload replaces it: wait for the new one's
        // app, or the next step's history entry would reach a document whose router is not up yet.
        await expect
          .poll(() => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true).catch(() => true), {
            message: `${sample.url}: the reload replaced the document`,
          })
          .toBe(false);
        await waitForHydration(page);
      }
      await expect.poll(() => liveHead(page), { message: `${sample.label}: ${sample.url} after navigating from ${previous}`, timeout: 10_000 }).toEqual(expected);
      if (clientSide) {
        expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), `${sample.url}: navigation stayed in the document`).toBe(true);
      }
      previous = sample.url;
    }
    expect(consoleErrors).toEqual([]);
  });
}
