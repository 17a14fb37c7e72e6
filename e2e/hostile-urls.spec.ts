import type { Page } from '@playwright/test';
import { test, expect, waitForAppHydration } from './fixtures';
import { liveHead, prerenderedHead, type HeadSnapshot } from './head-snapshot';
import { LOCALES, type Locale } from '../src/lib/i18n/locales';
import { PAGE_ROUTES } from '../src/routes/route-table';

/**
 * Addresses typed, pasted or mangled on the way, in every language: each must end on a page that
 * hydrates without an error, with the status its kind gets from the host and the head of what it
 * shows. The host's part is the same on Cloudflare (scripts/cdn/url-list.ts checks the statuses).
 */
type Ending =
  /** The host's 404 with the language's not-found page and head; the address stays. */
  | { kind: 'not-found'; language: Locale }
  /** The host redirects (301) to `to`, a page. */
  | { kind: 'redirect'; to: string }
  /** The host serves the page of `to`; the app gives it that address before the router reads it. */
  | { kind: 'same-page'; to: string }
  /** The host's 404, after which the app moves on to `to` (an expired job link goes to careers). */
  | { kind: 'moved-after-404'; to: string };

interface Case {
  label: string;
  path: string;
  ending: Ending;
}

const ENGLISH = LOCALES.find((l) => l.prefix === '')!;
const UNKNOWN_ID = 'no-such-item';
/** Every dynamic route of the table, with an id no content has. */
const DYNAMIC_ROUTES = PAGE_ROUTES.filter((route) => route.path.includes(':'));

function casesFor(locale: Locale): Case[] {
  const base = locale.prefix ? `/${locale.prefix}` : '';
  const prefix = locale.prefix || 'en';
  const upper = prefix.toUpperCase();
  const mixed = prefix[0]!.toUpperCase() + prefix.slice(1);
  const notFound: Ending = { kind: 'not-found', language: locale };
  return [
    { label: 'prefix in capitals, with a fragment', path: `/${upper}/about#leadership`, ending: { kind: 'redirect', to: `${base}/about#leadership` } },
    { label: 'prefix in mixed case alone', path: `/${mixed}`, ending: { kind: 'redirect', to: base || '/' } },
    { label: 'path in capitals', path: `${base}/ABOUT/Leadership`, ending: notFound },
    { label: 'double slash first', path: `${base}//hub`, ending: { kind: 'same-page', to: `${base}/hub` } },
    { label: 'double slash inside', path: `${base}/hub//page/2`, ending: { kind: 'same-page', to: `${base}/hub/page/2` } },
    { label: 'encoded slashes', path: `${base}/hub%2Fpage%2F2`, ending: { kind: 'same-page', to: `${base}/hub/page/2` } },
    { label: 'trailing dot', path: `${base}/about.`, ending: notFound },
    { label: '2,000-character path', path: `${base}/${'x'.repeat(2000)}`, ending: notFound },
    { label: 'unknown prefix', path: locale.prefix ? `/${locale.prefix}-${locale.prefix}/about` : '/de/about', ending: { kind: 'not-found', language: ENGLISH } },
    { label: 'markup in the query', path: `${base}/about?q=<script>alert(1)</script>&x="'><img src=x onerror=alert(2)>`, ending: { kind: 'same-page', to: `${base}/about` } },
    { label: 'markup in the query of a 404', path: `${base}/no-such-page?<svg/onload=alert(3)>`, ending: notFound },
    ...(locale.prefix ? [] : [{ label: '/en with a fragment', path: '/en/about#leadership', ending: { kind: 'redirect', to: '/about#leadership' } } as Case]),
    ...DYNAMIC_ROUTES.map((route): Case => {
      const path = `${base}/${route.path.replace(/:[^/]+/g, UNKNOWN_ID)}`;
      const ending: Ending = route.unknownIdRedirect ? { kind: 'moved-after-404', to: `${base}${route.unknownIdRedirect}` } : notFound;
      return { label: `unknown id of ${route.path}`, path, ending };
    }),
  ];
}

const pathOf = (url: string) => {
  const { pathname, hash } = new URL(url);
  return `${pathname}${hash}`;
};

async function expectHead(page: Page, expected: HeadSnapshot, label: string): Promise<void> {
  // The head follows a client-side move a moment later (src/lib/head/deferred-head.ts).
  await expect.poll(() => liveHead(page), { message: `${label}: head` }).toEqual(expected);
}

for (const locale of LOCALES) {
  test(`hostile addresses in ${locale.key} end on a working page with its own status and head`, async ({ page, consoleErrors, baseURL }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const heads = new Map<string, Promise<HeadSnapshot>>();
    const headOf = (path: string) => {
      if (!heads.has(path)) heads.set(path, prerenderedHead(page, path));
      return heads.get(path)!;
    };
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    for (const c of casesFor(locale)) {
      const label = `${c.label} (${c.path.slice(0, 80)})`;
      // Absolute: page.goto would read //hub against the base URL as a host named hub.
      const response = await page.goto(`${origin}${c.path}`);
      const { ending } = c;
      if (ending.kind === 'redirect') {
        expect(response?.request().redirectedFrom(), `${label}: redirected`).not.toBeNull();
        expect((await response?.request().redirectedFrom()?.response())?.status(), `${label}: redirect status`).toBe(301);
        expect(response?.status(), `${label}: status`).toBe(200);
      } else {
        expect(response?.status(), `${label}: status`).toBe(ending.kind === 'same-page' ? 200 : 404);
      }
      await waitForAppHydration(page);
      if (ending.kind === 'not-found') {
        const base = ending.language.prefix ? `/${ending.language.prefix}` : '';
        await expect(page.locator('[data-page="not-found"]'), label).toBeVisible();
        expect(pathOf(page.url()), `${label}: address`).toBe(new URL(`${origin}${c.path}`).pathname);
        await expectHead(page, await headOf(`${base}/404`), label);
      } else {
        // The query stays as it came (checked by the host and the app as data, never as markup).
        await expect.poll(() => pathOf(page.url()), { message: `${label}: address` }).toBe(ending.to);
        await expect(page.locator('[data-page="not-found"]'), label).toHaveCount(0);
        if (ending.kind === 'moved-after-404') await expect(page.locator('main [data-notice]'), `${label}: notice`).toBeVisible();
        await expectHead(page, await headOf(new URL(`${origin}${ending.to}`).pathname), label);
      }
      expect(consoleErrors, `${label}: console`).toEqual([]);
    }
    expect(dialogs, 'markup in an address never runs').toEqual([]);
    await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
  });
}

test('on a host without the capitals redirect, a capitalised prefix still ends on the working page', async ({ page, consoleErrors }) => {
  // What a host serves when no _redirects rule applies: its root 404.html, with status 404.
  const notFound = await (await page.request.get('/404')).text();
  await page.route(/\/(FR\/about|Lu)$/, (route) => route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: notFound }));
  for (const [typed, page_] of [['/FR/about', '/fr/about'], ['/Lu', '/lu']] as const) {
    await page.goto(typed);
    await expect.poll(() => pathOf(page.url()), { message: typed }).toBe(page_);
    await waitForAppHydration(page);
    await expect(page.locator('[data-page="not-found"]')).toHaveCount(0);
    await expectHead(page, await prerenderedHead(page, page_), typed);
    const trigger = page.locator('button[data-menu="company"]');
    await trigger.click();
    await expect(trigger, `${typed}: a menu works`).toHaveAttribute('aria-expanded', 'true');
  }
  expect(consoleErrors).toEqual([]);
});
