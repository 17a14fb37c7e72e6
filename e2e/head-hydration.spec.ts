import type { Page } from '@playwright/test';
import { matchPageRoute } from '../src/routes/match-page-route';
import { expect, test, waitForHydration } from './fixtures';
import { samplePages } from './sample-pages';

/**
 * A JS-rendering crawler and a visitor's tab see the head the app leaves after hydration, not the
 * file. For one page per route pattern in every language, the head must be the prerendered one
 * after hydration and after a client-side navigation to the page.
 */

interface HeadSnapshot {
  lang: string;
  title: string;
  meta: string[];
  links: string[];
  jsonLd: string[];
}

/** Runs in the browser: the parts of a head that crawlers read, in a comparable order. */
function readHead(source: string | null): HeadSnapshot {
  const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
  const all = (selector: string) => [...doc.head.querySelectorAll(selector)];
  const canonicalJson = (text: string) => {
    const sortKeys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sortKeys)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]))
          : value;
    return JSON.stringify(sortKeys(JSON.parse(text)));
  };
  return {
    lang: doc.documentElement.lang,
    title: doc.title,
    meta: all('meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"]')
      .map((m) => `${m.getAttribute('name') ?? m.getAttribute('property')}=${m.getAttribute('content')}`)
      .sort(),
    links: all('link[rel="canonical"], link[rel="alternate"]')
      .map((l) => `${l.getAttribute('rel')}|${l.getAttribute('hreflang') ?? ''}|${l.getAttribute('type') ?? ''}|${l.getAttribute('href')}`)
      .sort(),
    jsonLd: all('script[type="application/ld+json"]').map((s) => canonicalJson(s.textContent ?? '')).sort(),
  };
}

async function prerenderedHead(page: Page, url: string): Promise<HeadSnapshot> {
  // The local server may drop a kept-alive socket under load; one more try is not a retry of the check.
  const response = await page.request.get(url).catch(() => page.request.get(url));
  const head = await page.evaluate(readHead, await response.text());
  // A head without these would make the comparisons below pass on an empty page.
  expect(head.title, `${url}: prerendered title`).not.toBe('');
  expect(head.meta.some((m) => m.startsWith('description=')), `${url}: prerendered description`).toBe(true);
  return head;
}

/** The live head, or null while a document is being replaced. */
const liveHead = (page: Page) => page.evaluate(readHead, null).catch(() => null);

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

for (const [language, samples] of byLanguage) {
  samples.sort((a, b) => providersOf(a.url).localeCompare(providersOf(b.url)));
  test(`head equals the prerendered head after hydration and after client navigation (${language})`, async ({ page, consoleErrors }) => {
    test.setTimeout(samples.length * 15_000);
    let previous: string | undefined;
    for (const sample of samples) {
      const expected = await prerenderedHead(page, sample.url);

      if (previous !== undefined) {
        // The route table decides which navigations reload: a page whose CSP lacks the next page's third parties.
        const clientSide = providersOf(previous) === providersOf(sample.url);
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        await navigateClientSide(page, sample.url);
        if (!clientSide) await waitForHydration(page);
        await expect.poll(() => liveHead(page), { message: `${sample.label}: ${sample.url} after navigating from ${previous}`, timeout: 10_000 }).toEqual(expected);
        if (clientSide) {
          expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), `${sample.url}: navigation stayed in the document`).toBe(true);
        }
      }

      await page.goto(sample.url);
      await waitForHydration(page);
      await expect.poll(() => liveHead(page), { message: `${sample.label}: ${sample.url} after hydration`, timeout: 10_000 }).toEqual(expected);
      previous = sample.url;
    }
    expect(consoleErrors).toEqual([]);
  });
}
