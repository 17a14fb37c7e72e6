import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The head a JS-rendering crawler reads: the prerendered file's, and the live one the app leaves
 * after hydration or a client-side navigation. e2e/every-page.spec.ts compares them after each
 * page's hydration, e2e/head-hydration.spec.ts after client-side navigations.
 */

export interface HeadSnapshot {
  lang: string;
  title: string;
  meta: string[];
  links: string[];
  jsonLd: string[];
}

/** Runs in the browser: the parts of a head that crawlers read, in a comparable order. */
export function readHead(source: string | null): HeadSnapshot {
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

export async function prerenderedHead(page: Page, url: string): Promise<HeadSnapshot> {
  // The local server may drop a kept-alive socket under load; one more try is not a retry of the check.
  const response = await page.request.get(url).catch(() => page.request.get(url));
  const head = await page.evaluate(readHead, await response.text());
  // A head without these would make the comparisons below pass on an empty page.
  expect(head.title, `${url}: prerendered title`).not.toBe('');
  expect(head.meta.some((m) => m.startsWith('description=')), `${url}: prerendered description`).toBe(true);
  return head;
}

/** The live head, or null while a document is being replaced. */
export const liveHead = (page: Page) => page.evaluate(readHead, null).catch(() => null);
