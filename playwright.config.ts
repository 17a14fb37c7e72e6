import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const debianChromium = '/usr/bin/chromium';

/** Debian's chromium where installed (Playwright cannot download its own here), else Playwright's. */
const launchOptions = {
  ...(existsSync(debianChromium) ? { executablePath: debianChromium } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // The beta host of the location banner resolves to the local server.
    `--host-resolver-rules=MAP beta.quorvia.example 127.0.0.1:${PORT},MAP staging.quorvia.example 127.0.0.1:${PORT},MAP www.quorvia.example 127.0.0.1:${PORT}`,
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // In CI a failed test runs once more and is reported as flaky if it then passes: the layout-shift
  // check of e2e/on-demand.spec.ts saw a 0.0017 shift on one run of home at a load of 11 and none
  // in four runs alone (2026-11-26, cause not found). A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // Web-first assertions wait until they hold: on a busy 2-core machine hydration, on-demand
  // parts and a client-side head can take several seconds, so the limit has a wide margin. A
  // passing assertion returns as soon as it holds; nothing here asserts a duration.
  expect: { timeout: 15_000 },
  // A limit per test, not a timing assertion: axe over a long page took 35 s at a load of 20.
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions,
    // A trace is recorded only when a failed test runs again (CI retries once): recording one for
    // every test (screencast and DOM snapshots at each step) made two specs take 135 s instead of
    // 80-110 s on the 2-core machine. Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
  },
  webServer: {
    command: `npx tsx scripts/serve.ts dist`,
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
