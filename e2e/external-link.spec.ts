import { test, expect, waitForHydration } from './fixtures';
import { REFUSED_DESTINATIONS } from '../src/features/external-link/refused-destinations';

const ex = (dest: string) => `/ex?dest=${encodeURIComponent(dest)}`;

test.describe('external-link warning', () => {
  test('shows the destination host with Stay and Continue', async ({ page }) => {
    await page.goto(ex('https://www.example.org/report?utm_source=quorvia'));
    await waitForHydration(page);
    await expect(page.locator('[data-external-host]')).toHaveText('www.example.org');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('[data-external="stay"]')).toBeVisible();
    await expect(page.locator('[data-external="continue"]')).toBeVisible();
  });

  for (const [label, search] of REFUSED_DESTINATIONS) {
    test(`shows the not-found page for a ${label} destination`, async ({ page }) => {
      let dialog = false;
      page.on('dialog', (d) => {
        dialog = true;
        void d.dismiss();
      });
      await page.goto(`/ex${search}`);
      await waitForHydration(page);
      await expect(page.locator('[data-page="not-found"]')).toBeVisible();
      await expect(page.locator('[data-external-warning]')).toHaveCount(0);
      expect(dialog).toBe(false);
    });
  }

  test('an article link leads here; Continue opens a new tab without opener or referrer, then goes back', async ({ page, context }) => {
    await context.route('https://research.example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Example</title><p>Example</p>' }),
    );
    await page.goto('/hub/auditable-ai-no-black-box');
    await waitForHydration(page);
    await page.locator('#article-body a[href^="/ex?dest="]').first().click();
    await expect(page.locator('[data-external-host]')).toHaveText('research.example.org');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.locator('[data-external="continue"]').click()]);
    await tab.waitForURL(/^https:\/\/research\.example\.org\/labs\/human-ai-evidence\?utm_source=/);
    expect(await tab.evaluate(() => [window.opener === null, document.referrer])).toEqual([true, '']);
    await expect(page).toHaveURL(/\/hub\/auditable-ai-no-black-box$/);
  });

  test('Continue goes home when there is no history, and Stay goes back', async ({ page, context }) => {
    await context.route('https://www.example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }));
    await page.goto(ex('https://www.example.org/'));
    await waitForHydration(page);
    await Promise.all([context.waitForEvent('page'), page.locator('[data-external="continue"]').click()]);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    await page.goto('/hub/auditable-ai-no-black-box');
    await waitForHydration(page);
    await page.locator('#article-body a[href^="/ex?dest="]').first().click();
    await page.locator('[data-external="stay"]').click();
    await expect(page).toHaveURL(/\/hub\/auditable-ai-no-black-box$/);
  });

  test('after a document load from a page of the site, Stay and Continue go back to that page', async ({ page, context }) => {
    await context.route('https://www.example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }));
    for (const action of ['stay', 'continue'] as const) {
      await page.goto('/fr/hub/auditable-ai-no-black-box');
      await waitForHydration(page);
      // A document load with the page as referrer, as a reload of /ex or a link the router does not handle.
      const dest = encodeURIComponent('https://www.example.org/');
      await page.evaluate((href) => window.location.assign(href), `/fr/ex?dest=${dest}`);
      await page.waitForURL(/\/fr\/ex\?dest=/);
      await waitForHydration(page);
      const click = page.locator(`[data-external="${action}"]`).click();
      await (action === 'continue' ? Promise.all([context.waitForEvent('page'), click]) : click);
      await expect(page).toHaveURL(/\/fr\/hub\/auditable-ai-no-black-box$/);
    }
  });

  test('without a page of the site before it, Stay goes to the home of the language', async ({ page }) => {
    await page.goto(`/fr/ex?dest=${encodeURIComponent('https://www.example.org/')}`, { referer: 'https://search.example/' });
    await waitForHydration(page);
    await page.locator('[data-external="stay"]').click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/fr$/);
  });

  test('when no tab can open, the current window goes to the destination', async ({ page, context }) => {
    await context.route('https://www.example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }));
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(ex('https://www.example.org/fallback'));
    await waitForHydration(page);
    await page.locator('[data-external="continue"]').click();
    await expect(page).toHaveURL('https://www.example.org/fallback');
  });
});

test.describe('embed preview', () => {
  test('shows a post with its title, text, copyright and Continue reading, without header or footer', async ({ page }) => {
    await page.goto('/assets/oembed?type=blog&id=auditable-ai-no-black-box');
    await waitForHydration(page);
    await expect(page.locator('[data-embed-state="ready"] h1')).toHaveText('Auditable AI: where we use models, and where we refuse to');
    await expect(page.locator('header, footer')).toHaveCount(0);
    await expect(page.getByText(`© ${new Date().getFullYear()} Quorvia`)).toBeVisible();
    const link = page.getByRole('link', { name: /Continue reading/ });
    await expect(link).toHaveAttribute('href', '/hub/auditable-ai-no-black-box');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('a visitor in a later year than the build hydrates without a mismatch and sees that year', async ({ page, consoleErrors }) => {
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.setFixedTime(new Date(`${nextYear}-01-01T00:00:05Z`));
    await page.goto('/assets/oembed?type=blog&id=auditable-ai-no-black-box');
    await waitForHydration(page);
    await expect(page.getByText(`© ${nextYear} Quorvia`)).toBeVisible();
    expect(consoleErrors.filter((e) => /hydrat|did not match|#418|#425/i.test(e))).toEqual([]);
  });

  test('shows a valid job from the job feed', async ({ page }) => {
    await page.goto('/assets/oembed?type=job&id=QV-ENG-0142');
    await waitForHydration(page);
    await expect(page.locator('[data-embed-state="ready"] h1')).toHaveText('Senior Backend Engineer, Data Ingestion');
    await expect(page.getByRole('link', { name: /Continue reading/ })).toHaveAttribute('href', '/careers/job/QV-ENG-0142');
  });

  test('falls back to the tagline and "No ID provided"', async ({ page }) => {
    await page.goto('/assets/oembed?type=blog');
    await waitForHydration(page);
    const fallback = page.locator('[data-embed-fallback]');
    await expect(fallback).toContainText('Operating System for PAI and OSINT');
    await expect(fallback).toContainText('No ID provided');
  });

  for (const search of ['type=blog&id=no-such-post', 'type=job&id=QV-OPS-0011', 'type=video&id=QV-ENG-0142', 'type=blog&id=..%2F..%2Fsecret']) {
    test(`falls back to "{id} not available" for ${search}`, async ({ page }) => {
      await page.goto(`/assets/oembed?${search}`);
      await waitForHydration(page);
      const id = new URLSearchParams(search).get('id');
      await expect(page.locator('[data-embed-fallback]')).toContainText(`${id} not available`);
    });
  }

  test('may be framed by other sites, unlike every other page', async ({ request }) => {
    const embed = await request.get('/assets/oembed');
    expect(embed.headers()['x-frame-options']).toBeUndefined();
    expect(embed.headers()['content-security-policy']).toBe('frame-ancestors *');
    const home = await request.get('/');
    expect(home.headers()['x-frame-options']).toBe('DENY');
  });
});
