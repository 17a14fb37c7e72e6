import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const KNOWN = ['https://forms.registrationhub.example', 'https://events.registrationhub.example', 'https://embed.registrationhub.example'];

const FORM_PAGE = "<!doctype html><title>Form</title><form><label>Name <input></label></form><script>parent.postMessage({ height: 700 }, '*')</script>";

/** The provider's form stand-in: like the real form, it posts its height to the page when it loads. */
async function fakeForms(context: BrowserContext, { hold = false } = {}) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/registrationhub\.example/, async (route) => {
    if (hold) await held;
    await route.fulfill({ contentType: 'text/html', body: FORM_PAGE });
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

  test('offers the form in a new tab with the session facts when the frame never loads', async ({ page, context }) => {
    await fakeForms(context, { hold: true });
    await page.goto('/fr/hub/events/2711', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const fallback = page.locator('[data-frame-fallback]');
    // The delay is a few seconds (FRAME_FAIL_MS); the wait has a wide margin for a busy machine.
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback.getByRole('link', { name: /Ouvrir le formulaire/ })).toHaveAttribute('target', '_blank');
    // The fallback is a designed state: its own heading line and a primary button, not a bare link.
    await expect(fallback).toContainText('S’inscrire sur la page du prestataire');
    await expect(fallback.getByRole('link', { name: /Ouvrir le formulaire/ })).toHaveClass(/button--primary/);
    await expect(fallback.locator('[data-event-summary] time').first()).toHaveText('21 janvier 2027');
    await expect(page.locator('[data-frame-state="failed"]')).toBeVisible();
    await expect(page.locator('[data-learning-frame]')).toBeHidden();
  });

  test('with every third party blocked, shows the fallback in place of the frame after 10 s, not a bare frame', async ({ page, context }) => {
    // Every request off the local server fails, as on a network that blocks the provider: the
    // frame then shows the browser's error page, and its load event fires all the same.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
    await page.goto('/hub/events/2711');
    await waitForHydration(page);
    await page.waitForTimeout(10_000);
    const fallback = page.locator('[data-frame-fallback]');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('OSINT foundations: investigating safely with Quorvia');
    await expect(fallback.locator('[data-event-summary]')).toContainText('January 21, 2027');
    await expect(fallback.getByRole('link', { name: /Open the form/ })).toHaveAttribute('href', 'https://events.registrationhub.example/quorvia/osint-foundations');
    await expect(page.locator('[data-learning-frame]')).toBeHidden();
    await expect(page.getByText('Preparing the registration form...')).toHaveCount(0);
    // No 900 px empty box: the registration box is as tall as the fallback it holds.
    const box = await page.locator('[data-frame-state]').boundingBox();
    const inner = await fallback.boundingBox();
    expect(box && inner && Math.abs(box.height - inner.height)).toBeLessThan(2);
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

  // The facts beside the form, in each language's words and clock; the registration frame sits
  // in the same page, after the details in reading order.
  const SESSION_FACTS = [
    {
      path: '/hub/events/2711',
      heading: 'Session details',
      date: 'January 21, 2027',
      time: '2:00 PM – 4:00 PM CET',
      duration: '2 hours',
      format: 'Live online',
      agendaItem: { n: 1, time: '2:10 PM', title: 'Browsing without exposing yourself' },
      register: 'Register for the session',
    },
    {
      path: '/fr/hub/events/2711',
      heading: 'Informations pratiques',
      date: '21 janvier 2027',
      time: '14 h 00 – 16 h 00 CET',
      duration: '2 heures',
      format: 'En direct, en ligne',
      agendaItem: { n: 2, time: '14 h 40', title: 'Vos premières requêtes persistantes' },
      register: 'S’inscrire à la session',
    },
  ];

  /** Opens a session page with the form held, so the facts are read while the frame still loads. */
  async function sessionDetails(page: Page, context: BrowserContext, path: string) {
    await fakeForms(context, { hold: true });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    return page.locator('[data-event-details]');
  }

  for (const facts of SESSION_FACTS) {
    test(`${facts.path} shows the session facts beside the form: date, time with zone, duration, format and a timed agenda`, async ({ page, context }) => {
      const details = await sessionDetails(page, context, facts.path);
      await expect(details.getByRole('heading', { level: 2 })).toHaveText(facts.heading);
      await expect(details.locator('[data-event-date]')).toHaveText(facts.date);
      await expect(details.locator('[data-event-time]')).toContainText(facts.time);
      await expect(details.locator('[data-event-duration]')).toHaveText(facts.duration);
      await expect(details.locator('[data-event-format]')).toHaveText(facts.format);
      const agenda = page.locator('ol[data-event-agenda] > li');
      await expect(agenda).toHaveCount(5);
      await expect(agenda.nth(facts.agendaItem.n).locator('time')).toHaveText(facts.agendaItem.time);
      await expect(agenda.nth(facts.agendaItem.n)).toContainText(facts.agendaItem.title);
      await expect(page.getByRole('heading', { name: facts.register })).toBeVisible();
    });
  }

  test('the session facts carry machine-readable times and the presenter; the agenda runs 2:00 to 3:45 PM', async ({ page, context }) => {
    const details = await sessionDetails(page, context, '/hub/events/2711');
    await expect(details.locator('[data-event-date]')).toHaveAttribute('datetime', '2027-01-21T14:00:00+01:00');
    await expect(details.locator('[data-event-time]')).toContainText('UTC+01:00');
    await expect(details.locator('[data-event-duration]')).toHaveAttribute('datetime', 'PT2H');
    const speaker = details.locator('[data-speaker="ines"]');
    await expect(speaker).toContainText('Inês Valadares Cunha');
    await expect(speaker).toContainText('VP Customer Success');
    await expect(speaker.locator('img')).toHaveAttribute('src', /^\/static\/img\/ines-valadares-cunha-\w+-\d+x\d+\.webp$/);
    const agenda = page.locator('ol[data-event-agenda] > li');
    await expect(agenda.first().locator('time')).toHaveText('2:00 PM');
    await expect(agenda.last().locator('time')).toHaveText('3:45 PM');
    await expect(page.locator('[data-frame-state]:not([data-frame-state="loaded"])')).toBeVisible();
  });

  test('an unknown session shows the not-found state with the session text', async ({ page }) => {
    const response = await page.goto('/hub/events/9999');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('[data-not-found-text]')).toHaveText('This session is no longer available or the link is incorrect.');
  });
});
