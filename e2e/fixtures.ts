import { test as base, expect, type Page } from '@playwright/test';

export const LOCAL_HOSTS = ['127.0.0.1', 'localhost', 'beta.quorvia.example', 'staging.quorvia.example', 'www.quorvia.example'];

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

export interface Fixtures {
  /** Console errors and uncaught exceptions seen on the page (the 404 document's own status excluded). */
  consoleErrors: string[];
  /** Content-Security-Policy violations in any document the page loaded; must stay empty. */
  cspViolations: string[];
}

/**
 * Nothing reaches the network: the browser resolves no host but the local server's
 * (e2e/browser-launch.ts), so a third party fails unless a test fulfils its requests itself.
 */
export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // A not-found page is served with status 404 on purpose; Chromium logs that as an error.
      if (/Failed to load resource: the server responded with a status of 404/.test(text) && message.location().url === page.url()) return;
      // Third parties are unreachable on purpose (browser-launch.ts); pages must cope (their fallbacks are tested).
      if (/net::ERR_(NAME_NOT_RESOLVED|PROXY_CONNECTION_FAILED|BLOCKED_BY_CLIENT)/.test(text) && !LOCAL_HOSTS.includes(hostOf(message.location().url))) return;
      // The local server is plain HTTP; on a non-localhost name Chromium ignores COOP and says so.
      if (text.startsWith('The Cross-Origin-Opener-Policy header has been ignored')) return;
      errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  cspViolations: [
    async ({ page }, use, testInfo) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
        });
      });
      await use(violations);
      // Every test doubles as a CSP check of the pages it visited.
      expect(violations, `CSP violations in "${testInfo.title}"`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the prerendered page and the page's own part (hydrated when the
 * browser is idle) is live. The shell's parts (menus, language list, banner, footer) hydrate on
 * the first interaction with them, which the tests' own clicks provide.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForAppHydration(page);
  await expect(page.locator('[data-part^="page:"]:not([data-part-hydrated])')).toHaveCount(0);
}

/** Hydrates every on-demand part of the page, as a visitor's first interactions would. */
export async function hydrateAllParts(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => {
    for (const part of document.querySelectorAll('[data-part]')) part.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await expect(page.locator('[data-part]:not([data-part-hydrated])')).toHaveCount(0);
}

/** Waits only for the app itself: on-demand parts may still show their server HTML. */
export async function waitForAppHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
