import type { Page } from '@playwright/test';
import { unlockPassword } from '../scripts/build/brand-password';
import { expect } from './fixtures';

/** The password the build sealed the brand pages with (this checkout's own unless BRAND_PASSWORD was set). */
export const BRAND_PASSWORD = unlockPassword();

/** Types a password into the gate of the current page and submits it. */
export async function submitPassword(page: Page, password: string): Promise<void> {
  const field = page.locator('[data-gate] input[type="password"]');
  await field.fill(password);
  await field.press('Enter');
}

/** Unlocks the current gated page and waits for its content. */
export async function unlock(page: Page): Promise<void> {
  await submitPassword(page, BRAND_PASSWORD);
  await expect(page.locator('[data-unlocked]')).toBeVisible();
}
