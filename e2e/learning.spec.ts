import type { BrowserContext } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const KNOWN = ['https://forms.registrationhub.example', 'https://events.registrationhub.example', 'https://embed.registrationhub.example'];

/** The provider's form stand-in: a page that can post height messages to its parent. */
async function fakeForms(context: BrowserContext, { hold = false } = {}) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/registrationhub\.example/, async (route) => {
    if (hold) await held;
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Form</title><form><label>Name <input></label></form>' });
  });
  return { release };
}

test.describe('learning registration', () => {
  test('shows the preparing spinner until the frame loads, at 900 px, with the breadcrumb to /hub', async ({ page, context }) => {
    const forms = await fakeForms(context, { hold: true });
    // The held frame keeps the load event from firing: wait for the document only.
    await page.goto('/hub/events/2711', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await expect(page.getByText('Preparing the registration form...')).toBeVisible();
    const frame = page.locator('[data-learning-frame]');
    await expect(frame).toHaveCSS('height', '900px');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('a[href="/hub"]')).toBeVisible();
    forms.release();
    await expect(page.locator('[data-frame-state="loaded"]')).toBeVisible();
    await expect(page.getByText('Preparing the registration form...')).toHaveCount(0);
    await expect(page.locator('[data-open-form]')).toHaveAttribute('target', '_blank');
  });

  test('lifts the overlay when the frame would load before the app hydrates', async ({ page, context }) => {
    await fakeForms(context);
    // Hold the app's scripts until the page's frame (if it starts before hydration) has long loaded.
    let releaseScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/static\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back too: wait for the server HTML only.
    await page.goto('/hub/events/2711', { waitUntil: 'commit' });
    await page.locator('[data-learning-frame]').waitFor({ state: 'attached' });
    // Time for a frame that had an address in the server HTML to load before the app does.
    await page.waitForTimeout(1500);
    releaseScripts();
    await waitForHydration(page);
    await expect(page.locator('[data-frame-state="loaded"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Preparing the registration form...')).toHaveCount(0);
  });

  test('offers the form in a new tab when the frame never loads', async ({ page, context }) => {
    await fakeForms(context, { hold: true });
    await page.goto('/fr/hub/events/2711', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const slow = page.locator('[data-frame-slow]');
    // The delay is a few seconds (FRAME_SLOW_MS); the wait has a wide margin for a busy machine.
    await expect(slow).toBeVisible({ timeout: 30_000 });
    await expect(slow.getByRole('link', { name: /Ouvrir le formulaire/ })).toHaveAttribute('target', '_blank');
  });

  test('follows height messages from the three provider origins only, never below 560 px', async ({ page, context }) => {
    await context.route(/registrationhub\.example/, (route) => {
      const url = new URL(route.request().url());
      const height = url.searchParams.get('h');
      // A page of the given origin that posts one height message to its parent on load.
      const body = height ? `<!doctype html><script>parent.postMessage({ height: ${JSON.stringify(height)} }, '*')</script>` : '<!doctype html><title>Form</title>';
      return route.fulfill({ contentType: 'text/html', body });
    });
    await page.goto('/hub/events/2711');
    await waitForHydration(page);
    const frame = page.locator('[data-learning-frame]');
    const sendFrom = (origin: string, height: string) =>
      page.evaluate(
        ({ origin, height }) =>
          new Promise<void>((resolve) => {
            const sender = document.createElement('iframe');
            sender.hidden = true;
            sender.src = `${origin}/sender?h=${encodeURIComponent(height)}`;
            sender.addEventListener('load', () => setTimeout(resolve, 100), { once: true });
            document.body.append(sender);
          }),
        { origin, height },
      );
    const heights = ['1200', '1300', '1400'];
    for (const [index, origin] of KNOWN.entries()) {
      await sendFrom(origin, heights[index]!);
      await expect(frame).toHaveCSS('height', `${heights[index]}px`);
    }
    // Other origins (the page's CSP would not even let their frames load, so they are simulated).
    await page.evaluate(() => {
      for (const origin of ['https://evil.example', 'https://forms.registrationhub.example.evil.example', 'http://forms.registrationhub.example']) {
        window.dispatchEvent(new MessageEvent('message', { data: { height: 2000 }, origin }));
      }
      window.postMessage({ height: 1900 }, '*');
    });
    await page.waitForTimeout(300);
    await expect(frame).toHaveCSS('height', '1400px');
    await sendFrom(KNOWN[0]!, '200');
    await expect(frame).toHaveCSS('height', '560px');
  });

  test('an unknown session shows the not-found state with the session text', async ({ page }) => {
    const response = await page.goto('/hub/events/9999');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('[data-not-found-text]')).toHaveText('This session is no longer available or the link is incorrect.');
  });
});
