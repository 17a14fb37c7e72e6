import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';

/**
 * How both Playwright configs start Chromium: Debian's build where installed (Playwright cannot
 * download its own here), else Playwright's.
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
  const local = ['beta.quorvia.example', 'staging.quorvia.example', 'www.quorvia.example'].map((host) => `MAP ${host} 127.0.0.1:${port}`);
  return {
    ...(existsSync(debianChromium) ? { executablePath: debianChromium } : {}),
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
