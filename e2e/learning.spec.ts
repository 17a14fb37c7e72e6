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
