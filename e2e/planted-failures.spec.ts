import { test, expect } from '@playwright/test';
import { axeViolations } from './axe';

/** The browser gates must fail on a bad page: each plant below is caught and named. */

test('axe reports a planted inaccessible page, naming it', async ({ page }) => {
  await page.route('**/planted/a11y', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><head><title>x</title></head><body><img src="/favicon.svg"><button></button><a href="/"></a></body></html>',
    }),
  );
  await page.goto('/planted/a11y');
  const violations = await axeViolations(page, '/planted/a11y');
  expect(violations.length).toBeGreaterThan(0);
  expect(violations.every((v) => v.startsWith('/planted/a11y: '))).toBe(true);
  expect(violations.join('\n')).toMatch(/image-alt|button-name|link-name|html-has-lang/);
});

test('the CSP of a built page blocks and reports a planted inline script', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} on ${location.pathname}`,
      ),
    );
  });
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__plantedRan = true';
    document.body.append(script);
    return (window as unknown as { __plantedRan?: boolean }).__plantedRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations).toContain('script-src-elem on /');
});
