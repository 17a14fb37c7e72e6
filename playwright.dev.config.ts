import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './e2e/browser-launch';
import { DEV_PORT, devRun } from './e2e-dev/dev-env';

const run = devRun();

/**
 * `npm run test:dev`: the dev server (`npm run dev`) started from an empty Vite cache on a copy of
 * content/ and locales/, which the specs edit. The main config (playwright.config.ts) tests the built dist/.
 */
export default defineConfig({
  testDir: 'e2e-dev',
  workers: 1,
  // As in playwright.config.ts: in CI a failed test runs once more and is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // The first render of each page in dev transforms its modules on request: slow on a busy machine.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  globalTeardown: './e2e-dev/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${DEV_PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: launchOptions(DEV_PORT),
    trace: 'on-first-retry',
  },
  webServer: {
    command: 'npm run dev',
    // Vite's client module answers as soon as the server listens; the spec times the first pages itself.
    url: `http://localhost:${DEV_PORT}/@vite/client`,
    env: { PORT: String(DEV_PORT), CONTENT_DIR: run.contentDir, LOCALES_DIR: run.localesDir, DEV_CACHE_DIR: run.cacheDir, SITE_ENV: 'development' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
