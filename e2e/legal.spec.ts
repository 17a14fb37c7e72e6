import { test, expect, waitForHydration } from './fixtures';

const DOCUMENTS = ['/legal/eula', '/legal/cookies', '/legal/privacy', '/legal/dpa', '/legal/anticorruption', '/legal/product/privacy', '/legal/product/tos'];

test.describe('legal pages', () => {
  test('every legal page is noindex, nofollow, outside the sitemap, with a back link to /legal', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/legal', '/legal/product', ...DOCUMENTS]) {
      const html = await (await request.get(`/fr${path}`)).text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(sitemap).not.toContain(`quorvia.example${path}<`);
      expect(sitemap).not.toContain(`quorvia.example/fr${path}<`);
      if (DOCUMENTS.includes(path)) expect(html).toContain('href="/fr/legal"');
    }
  });

  test('the /legal lead says what the texts say about hosting (by where the client is), and /uk spells licence', async ({ page }) => {
    await page.goto('/legal/dpa');
    await waitForHydration(page);
    // The processing addendum hosts each client's data by the client's location, not by choice.
    await expect(page.locator('article')).toContainText('Clients in Canada: hosted in Canada.');
    await page.goto('/legal');
    await waitForHydration(page);
    const lead = page.locator('main header p').first();
    await expect(lead).toContainText('in the region where each client is based');
    await expect(lead).not.toContainText('choose');
    await page.goto('/uk/legal');
    await waitForHydration(page);
    await expect(page.locator('main')).toContainText('End user licence agreement');
    expect(await page.locator('main').innerText()).not.toMatch(/\blicense\b/i);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('licence terms');
  });

  test('/uk names the licence agreement with the British noun in its title; / keeps the US spelling', async ({ request }) => {
    const title = async (path: string) => /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1] ?? '';
    expect(await title('/uk/legal/eula')).toMatch(/licence agreement/i);
    expect(await title('/uk/legal/eula')).not.toMatch(/license/i);
    expect(await title('/legal/eula')).toMatch(/License Agreement/);
  });

  test('states the dates of the spec', async ({ request }) => {
    const text = async (path: string) => (await (await request.get(path)).text()).replace(/<[^>]+>/g, ' ');
    // English pages write the dates as the spec does; other languages use their long date style.
    expect(await text('/legal/eula')).toContain('Effective July 11th, 2024');
    expect(await text('/legal/privacy')).toContain('Last updated July 11th, 2024');
    expect(await text('/legal/product/tos')).toContain('Effective July 11th, 2024');
    expect(await text('/legal/dpa')).toContain('Effective September 1st, 2024');
    expect(await text('/uk/legal/dpa')).toContain('September 1st, 2024');
    expect(await text('/fr/legal/eula')).not.toContain('11th');
  });

  test('contents of a document whose headings are numbered are not numbered twice ("1. 1. Who We Are")', async ({ page }) => {
    await page.goto('/legal/privacy');
    await waitForHydration(page);
    const list = page.getByRole('navigation', { name: 'Contents' }).locator('ol');
    await expect(list.getByRole('link').first()).toHaveText('1. Who We Are');
    expect(await list.evaluate((ol) => getComputedStyle(ol).listStyleType)).toBe('none');
    await page.goto('/legal/anticorruption');
    await waitForHydration(page);
    expect(await page.getByRole('navigation', { name: 'Contents' }).locator('ol').evaluate((ol) => getComputedStyle(ol).listStyleType)).toBe('decimal');
  });

  test('the anti-corruption policy has its table of contents and five sections', async ({ page }) => {
    await page.goto('/legal/anticorruption');
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link')).toHaveText(['Introduction', 'Money Laundering', 'Bribery', 'Corporate Opportunity', 'Reporting']);
    await toc.getByRole('link', { name: 'Bribery' }).click();
    await expect(page).toHaveURL(/#bribery$/);
  });

  test('the cookie declaration script goes into its placeholder and leaves with the page', async ({ page, context }) => {
    await context.route('https://consent.trustframe.example/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "document.currentScript.insertAdjacentHTML('afterend', '<table data-provider-table><tr><td>i18next</td></tr></table>');",
      }),
    );
    await page.goto('/legal/cookies');
    await waitForHydration(page);
    const placeholder = page.locator('[data-cookie-declaration]');
    await expect(placeholder.locator('script#CookieDeclaration')).toHaveAttribute('src', /declaration\.js\?culture=en$/);
    await expect(placeholder.locator('[data-provider-table]')).toBeVisible();
    await expect(page.locator('[data-declaration="ready"]')).toBeVisible();
    await page.locator('a[href="/legal"]').first().click();
    await expect(page.locator('script#CookieDeclaration')).toHaveCount(0);
  });

  test('says so when the declaration cannot load', async ({ page }) => {
    await page.goto('/fr/legal/cookies');
    await waitForHydration(page);
    await expect(page.locator('[data-declaration="failed"] [role="alert"]')).toContainText('privacy@quorvia.example');
  });

  test('the cookie declaration is in the page\'s language and names what the site stores; contractual texts stay English', async ({ page }) => {
    await page.goto('/fr/legal/cookies');
    await waitForHydration(page);
    await expect(page.locator('article')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('h1')).toHaveText('Déclaration relative aux cookies');
    await expect(page.locator('article')).toContainText('i18nextLng (stockage local)');
    await expect(page.locator('[data-english-only]')).toHaveCount(0);
    await page.goto('/lu/legal/cookies');
    await waitForHydration(page);
    await expect(page.locator('article')).toHaveAttribute('lang', 'lb');
    await expect(page.locator('article')).toContainText('quorvia:location-banner-dismissed (Sessiounsspäicher)');
    await page.goto('/fr/legal/privacy');
    await waitForHydration(page);
    await expect(page.locator('article')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-english-only]')).toBeVisible();
  });

  test('legal texts link the documents they name, in the page\'s language', async ({ request }) => {
    const hrefsIn = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)].flatMap(([, body]) => [...body!.matchAll(/href="([^"]+)"/g)].map(([, href]) => href));
    expect(await hrefsIn('/fr/legal/privacy')).toEqual(expect.arrayContaining(['/fr/legal/cookies', '/fr/legal/product/privacy', '/fr/legal/dpa']));
    expect(await hrefsIn('/legal/product/tos')).toEqual(expect.arrayContaining(['/legal/eula', '/legal/dpa']));
    expect(await hrefsIn('/lu/legal/cookies')).toEqual(expect.arrayContaining(['/lu/legal/privacy', '/lu/legal/product/privacy']));
  });

  test('the learning disclaimer links the legal page it names, in the page\'s language', async ({ page }) => {
    for (const [path, legal] of [['/hub/events/2711', '/legal'], ['/fr/hub/events/2711', '/fr/legal'], ['/lu/hub/events/2711', '/lu/legal']]) {
      await page.goto(path!);
      await waitForHydration(page);
      const link = page.locator(`main p a[href="${legal}"]`);
      await expect(link, path).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${legal}$`));
    }
  });
});
