import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

/**
 * The requests for the staging file that a page makes while it loads and hydrates, and a moment
 * after (the overlay asks once hydration is done). The production host must make none.
 */
export async function stagingRequests(page: Page, path: string): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('staging.json') && requests.push(r.url()));
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForTimeout(200);
  return requests;
}
