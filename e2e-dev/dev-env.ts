import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The dev server test's port (5180-5189 are this project's on the shared machine). */
export const DEV_PORT = Number(process.env.DEV_E2E_PORT ?? 5180);

export interface DevRun {
  /** A copy of content/ the test may edit; the dev server reads it through CONTENT_DIR. */
  contentDir: string;
  /** A copy of locales/ the test may edit; the dev server reads it through LOCALES_DIR. */
  localesDir: string;
  /** An empty Vite cache, so the start is timed as on a fresh clone. */
  cacheDir: string;
  /** When the config asked Playwright to start `npm run dev` (ms since the epoch). */
  startedAt: number;
}

/**
 * Made once, by the config in Playwright's main process; the workers it forks inherit the
 * environment, so they see the same folder and start time.
 */
export function devRun(): DevRun {
  if (!process.env.DEV_E2E_ROOT) {
    const root = mkdtempSync(join(tmpdir(), 'quorvia-dev-e2e-'));
    cpSync(resolve('content'), join(root, 'content'), { recursive: true });
    cpSync(resolve('locales'), join(root, 'locales'), { recursive: true });
    process.env.DEV_E2E_ROOT = root;
    process.env.DEV_E2E_STARTED_AT = String(Date.now());
  }
  const root = process.env.DEV_E2E_ROOT;
  return { contentDir: join(root, 'content'), localesDir: join(root, 'locales'), cacheDir: join(root, 'vite-cache'), startedAt: Number(process.env.DEV_E2E_STARTED_AT) };
}
