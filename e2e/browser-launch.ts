import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's headless shell first: the same Chromium build without the browser's UI layers, which
 * loads and hydrates a page of this site with about 0.9 s of CPU across its processes against
 * 2.2 to 2.8 s for the full browser in headless mode (2-core machine, 2026-11-26), the suite's
 * main cost. Then Debian's full Chromium (Playwright cannot download its own here), else
 * Playwright's. Lighthouse keeps the full browser (scripts/lighthouse/).
 */
const DEBIAN_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** Debian's Chromium to launch, or undefined for Playwright's own. */
export const debianBrowser = (): string | undefined => DEBIAN_BROWSERS.find((path) => existsSync(path));

/**
 * How both Playwright configs start Chromium.
 *
 * Nothing reaches the network: every host name but the local server's fails to resolve inside the
 * browser, and any other address goes to a proxy that does not exist, so a third party is
 * unreachable unless a test fulfils its requests itself (page.route).
 * This replaced a context-wide route that aborted other hosts: Playwright then paused every
 * request, the page's own included, for a round trip to the test process, which made each page
 * visit 30-50% slower on 2 cores. The site's own hosts (the beta and staging banners' links, the
 * production origin) resolve to the local server.
 */
export function launchOptions(port: number): LaunchOptions {
  const executablePath = debianBrowser();
  const local = ['beta.quorvia.example', 'staging.quorvia.example', 'www.quorvia.example'].map((host) => `MAP ${host} 127.0.0.1:${port}`);
  return {
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--host-resolver-rules=${[...local, 'MAP * ~NOTFOUND', 'EXCLUDE localhost', 'EXCLUDE 127.0.0.1'].join(', ')}`,
      // An address written as an IP resolves without DNS: everything but the local server goes to a
      // proxy that is not there.
      '--proxy-server=http://127.0.0.1:9',
      `--proxy-bypass-list=${['127.0.0.1', 'localhost', '*.quorvia.example'].join(';')}`,
    ],
  };
}
