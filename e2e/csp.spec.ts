import { test, expect, waitForHydration } from './fixtures';
import { samplePagesAcrossLanguages } from './sample-pages';
import { matchPageRoute } from '../src/routes/match-page-route';

/**
 * CSP gate in the browser: every route pattern, in English and in one other language by turns,
 * loads, hydrates and is used (a header panel opened) without a single securitypolicyviolation
 * event; the fixture records them and fails the test on any. The policy does not change with the
 * language, and the static csp gate checks every page's policy and hashes; every other spec
 * doubles as a CSP check of the pages it visits.
 */
for (const sample of samplePagesAcrossLanguages()) {
  test(`csp: ${sample.label} runs without a policy violation`, async ({ page, cspViolations }) => {
    await page.goto(sample.url);
    await waitForHydration(page);
    // Pages without the shell (the embed preview) have no menu to open.
    if (!matchPageRoute(sample.url)?.bare) {
      await page.locator('button[data-menu="hub"]').click();
      await expect(page.locator('#panel-hub')).toBeVisible();
    }
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    expect(cspViolations).toEqual([]);
  });
}
