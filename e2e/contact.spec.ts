import { test, expect, waitForHydration } from './fixtures';
import { fakeFormProvider, FORM_SCRIPT } from './form-provider';

test.describe('contact and demo forms', () => {
  test('contact loads the provider script with the contact form id, and removes it on leave', async ({ page, context }) => {
    await fakeFormProvider(context);
    await page.goto('/contact');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Talk to our team');
    await expect(page.locator('script[data-marketing-form="contact"]')).toHaveAttribute('src', FORM_SCRIPT);
    await expect(page.locator('[data-provider-form="7c1e2a90-4b6d-4f1e-9a51-3d0c2b8e6f11"]')).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as { __formCalls: Array<Record<string, string>> }).__formCalls);
    expect(calls[0]).toMatchObject({ region: 'eu1', portalId: '48151623', locale: 'en' });
    await expect(page.locator('a[href="/legal"]').first()).toBeVisible();

    await page.locator('main a[href="/legal"]').click();
    await expect(page).toHaveURL(/\/legal$/);
    await expect(page.locator('script[data-marketing-form]')).toHaveCount(0);
    await expect(page.locator('[data-provider-form]')).toHaveCount(0);
  });

  test('bookademo is the demo variant with its own heading and form id', async ({ page, context }) => {
    await fakeFormProvider(context);
    await page.goto('/fr/bookademo');
    await waitForHydration(page);
    await expect(page.locator('script[data-marketing-form="demo"]')).toHaveCount(1);
    await expect(page.locator('[data-provider-form="a93d5b27-1e84-4c0a-8f3b-6e2d9c4a7b55"]')).toBeVisible();
    // One provider form serves every language: the page tells the provider which one to label it in.
    const calls = await page.evaluate(() => (window as unknown as { __formCalls: Array<Record<string, string>> }).__formCalls);
    expect(calls[0]).toMatchObject({ locale: 'fr' });
    await expect(page.locator('main a[href="/fr/legal"]')).toBeVisible();
  });

  test('when the script cannot load, visitors get a mail link instead of an empty box', async ({ page }) => {
    await page.goto('/bookademo');
    await waitForHydration(page);
    const fallback = page.locator('[data-form-fallback]');
    await expect(fallback).toBeVisible();
    await expect(fallback.locator('a[href^="mailto:sales@quorvia.example"]')).toBeVisible();
  });

  test('while the script is on its way, the loading note shows and the mail link does not', async ({ page, context }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(FORM_SCRIPT, async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/contact');
    await waitForHydration(page);
    const box = page.locator('[data-form="contact"]');
    await expect(box.getByRole('status')).toHaveText('Loading the form…');
    await expect(box.locator('a[href^="mailto:"]')).toBeHidden();
    release();
    await expect(box.locator('[data-form-fallback] a[href^="mailto:"]')).toBeVisible();
  });
});

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, mailbox, text] of [
    ['/contact', 'mailto:', 'This form needs JavaScript'],
    ['/lu/bookademo', 'mailto:sales@quorvia.example', 'Dëse Formulaire brauch JavaScript'],
  ] as const) {
    test(`${path} offers the mail link instead of a loading note that never ends`, async ({ page }) => {
      await page.goto(path);
      const box = page.locator('[data-form]');
      await expect(box.getByRole('status')).toBeHidden();
      await expect(box).toContainText(text);
      await expect(box.locator(`a[href^="${mailbox}"]`)).toBeVisible();
    });
  }
});

test.describe('security contact', () => {
  test('security.txt is UTF-8 text whose Contact is the security mailbox and whose Policy is the trust page\'s disclosure section', async ({ page, request }) => {
    const answer = await request.get('/.well-known/security.txt');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await answer.text();
    const field = (name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(text)?.[1] ?? '';
    expect(field('Contact')).toBe('mailto:security@quorvia.example');
    expect(Date.parse(field('Expires'))).toBeGreaterThan(Date.now() + 30 * 24 * 60 * 60 * 1000);
    expect(field('Canonical')).toMatch(/^https:\/\/[^/]+\/\.well-known\/security\.txt$/);
    const policy = new URL(field('Policy'));
    expect(`${policy.pathname}${policy.hash}`).toBe('/trust#disclosure');

    for (const path of ['/contact', '/lu/contact']) {
      await page.goto(`${path}#security`);
      const section = page.locator('section#security');
      await expect(section.locator('h2')).toBeVisible();
      await expect(section.locator('a[href="mailto:security@quorvia.example"]')).toBeVisible();
    }
    await expect(page.locator('section#security h2')).toHaveText('E Sécherheetsproblem mellen');
  });
});

test.describe('marketplace pages', () => {
  test('sales contact and purchase complete are noindex; the marketplace index is the 404 page', async ({ page, request }) => {
    for (const path of ['/msft-marketplace/contact', '/msft-marketplace/thank-you']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    await page.goto('/msft-marketplace/contact');
    await waitForHydration(page);
    await expect(page.locator('[data-sales="email"]')).toHaveAttribute('href', 'mailto:sales@quorvia.example');
    await expect(page.locator('[data-sales="call"]')).toHaveAttribute('href', 'tel:+35220304050');
    await page.goto('/msft-marketplace/thank-you');
    await expect(page.locator('h1')).toHaveText('Thank you!');
    await expect(page.getByText('Your order has been successful. Our team will be in touch with you soon.')).toBeVisible();
    const index = await page.goto('/msft-marketplace');
    expect(index?.status()).toBe(404);
    await expect(page.locator('[data-page="not-found"]')).toBeVisible();
  });
});

test.describe('contact and demo: offices, response time and next steps', () => {
  const CASES = [
    { path: '/contact', next: 'What happens after you send', response: 'Answer within one working day', cities: ['Luxembourg', 'London', 'Paris'] },
    { path: '/bookademo', next: 'What happens after you send', response: 'Answer within one working day', cities: ['Luxembourg', 'London', 'Paris'] },
    { path: '/fr/contact', next: 'Après l’envoi', response: 'Réponse sous un jour ouvré', cities: ['Luxembourg', 'Londres', 'Paris'] },
    { path: '/lu/bookademo', next: 'Wat duerno geschitt', response: 'Äntwert bannent engem Aarbechtsdag', cities: ['Lëtzebuerg', 'London', 'Paräis'] },
  ];
  for (const { path, next, response, cities } of CASES) {
    test(`${path} names the three offices with their addresses, the response time and the steps after sending`, async ({ page }) => {
      await page.goto(path);
      const steps = page.locator('[data-contact-next]');
      await expect(steps.getByRole('heading', { level: 2 })).toHaveText(next);
      await expect(steps.locator('[data-response-time]')).toHaveText(response);
      await expect(steps.locator('ol > li')).toHaveCount(3);
      const offices = page.locator('[data-contact-offices] [data-office]');
      await expect(offices.locator('h3')).toHaveText(cities);
      // The headquarters is the legal address the footer and the structured data give.
      await expect(offices.first().locator('address')).toContainText('12 Rue du Laboratoire');
      await expect(offices.first().locator('address')).toContainText('L-1911 Luxembourg');
      await expect(offices.nth(1).locator('address')).toContainText('London EC1M 5RF');
      await expect(offices.nth(2).locator('address')).toContainText('75010 Paris');
      // The points beside the form add to the steps rather than say the response time again.
      const aside = page.locator('main aside');
      expect((await aside.innerText()).match(/working day|jour ouvré|Aarbechtsdag/g)?.length ?? 0).toBeLessThanOrEqual(2);
    });
  }

  test('on /contact the press point leads to the brand contact page in the page language', async ({ page }) => {
    await page.goto('/fr/contact');
    await expect(page.locator('main aside li a[href="/fr/brand/contact"]')).toHaveText('page de contact de la marque');
  });

  test('the office cards stay inside the page grid at 390 and 1440 px', async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/lu/contact');
      const grid = await page.locator('[data-contact-offices]').evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
      });
      for (const box of await page.locator('[data-office]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(grid.left - 0.5);
        expect(box.right).toBeLessThanOrEqual(grid.right + 0.5);
      }
    }
  });
});

test('the brand contact page keeps its own layout without the offices', async ({ page }) => {
  await page.goto('/brand/contact');
  await expect(page.locator('[data-contact-offices]')).toHaveCount(0);
});

test('on phones the contact form comes before the points beside it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/contact');
  const form = (await page.locator('#contact-form-title').boundingBox())!;
  const next = (await page.locator('[data-contact-next]').boundingBox())!;
  expect(form.y).toBeLessThan(next.y);
});
