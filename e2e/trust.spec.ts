import { test, expect, waitForHydration } from './fixtures';
import { axeViolations } from './axe';

/** The trust page in each language: its heading and the language's name for a hosting region. */
const PAGES = [
  { path: '/trust', lang: 'en', h1: 'Security you can verify', region: 'European Union' },
  { path: '/uk/trust', lang: 'en-GB', h1: 'Security you can verify', region: 'European Union' },
  { path: '/fr/trust', lang: 'fr', h1: 'Une sécurité vérifiable', region: 'Union européenne' },
  { path: '/es/trust', lang: 'es', h1: 'Seguridad que puede verificar', region: 'Unión Europea' },
  { path: '/pt/trust', lang: 'pt', h1: 'Segurança que pode verificar', region: 'União Europeia' },
  { path: '/lu/trust', lang: 'lb', h1: 'Sécherheet, déi Dir iwwerpréiwe kënnt', region: 'Europäesch Unioun' },
];

for (const { path, lang, h1, region } of PAGES) {
  test(`trust page ${path}: sections, tiles, regions, sub-processors and its own security overview PDF`, async ({ page, request }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveText(h1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('[data-tile]')).toHaveCount(4);
    for (const id of ['certifications', 'hosting', 'encryption', 'audit', 'testing', 'disclosure', 'subprocessors']) {
      await expect(page.locator(`section#${id} h2`)).toBeVisible();
    }
    await expect(page.locator('[data-cert="iso"]')).toContainText('ISO/IEC 27001:2022');
    await expect(page.locator('[data-region]')).toHaveCount(5);
    await expect(page.locator('[data-region="eu"]')).toContainText(region);
    await expect(page.locator('table[data-subprocessors] tbody tr')).toHaveCount(9);

    const key = path.split('/')[1] === 'trust' ? 'en' : path.split('/')[1];
    const link = page.locator('[data-trust-pdf]');
    await expect(link).toHaveAttribute('href', `/media/trust/security-overview-${key}.pdf`);
    const response = await request.get(`/media/trust/security-overview-${key}.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(link).toContainText(String(Math.max(1, Math.round(body.length / 1024))));
  });
}

test('the trust page has breadcrumbs, a description and is in the sitemap with its language versions', async ({ page, request }) => {
  await page.goto('/fr/trust');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ISO\/IEC 27001/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(jsonLd).toContain('BreadcrumbList');
  expect(jsonLd).toContain('Centre de confiance');
  for (const hreflang of ['en', 'en-GB', 'fr', 'es', 'pt', 'lb', 'x-default']) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/\/trust</);
  expect(sitemap).toMatch(/\/lu\/trust</);
});

test('responsible disclosure: the security mailbox and security.txt, whose Policy is this section', async ({ page, request }) => {
  await page.goto('/lu/trust#disclosure');
  const section = page.locator('section#disclosure');
  await expect(section.locator('a[href="mailto:security@quorvia.example"]')).toBeVisible();
  const txt = section.locator('a[data-security-txt]');
  await expect(txt).toHaveAttribute('href', '/.well-known/security.txt');
  const answer = await request.get('/.well-known/security.txt');
  expect(answer.status()).toBe(200);
  const policy = new URL(/^Policy: (.+)$/m.exec(await answer.text())?.[1] ?? 'about:blank');
  expect(`${policy.pathname}${policy.hash}`).toBe('/trust#disclosure');
});

test('the header Company panel and the footer link to the trust page', async ({ page }) => {
  await page.goto('/fr');
  await waitForHydration(page);
  await page.locator('button[data-menu="company"]').click();
  const panelLink = page.locator('#panel-company a[href="/fr/trust"]');
  await expect(panelLink).toBeVisible();
  await expect(panelLink).toContainText('Centre de confiance');
  await expect(page.locator('#site-footer a[href="/fr/trust"]')).toHaveText('Centre de confiance');
  await panelLink.click();
  await expect(page).toHaveURL(/\/fr\/trust$/);
  await expect(page.locator('h1')).toHaveText('Une sécurité vérifiable');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('the mobile menu links to the trust page; the sub-processor table fits 320 px', async ({ page }) => {
    await page.goto('/lu');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menü opmaachen' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menü vun der Websäit' });
    await drawer.getByRole('button', { name: 'Firma' }).click();
    await drawer.locator('a[href="/lu/trust"]').click();
    await expect(page).toHaveURL(/\/lu\/trust$/);
    await waitForHydration(page);
    const table = page.locator('table[data-subprocessors]');
    await table.scrollIntoViewIfNeeded();
    const box = await table.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page, '/lu/trust at 320 px')).toEqual([]);
  });
});

test('axe finds nothing on the trust page at desktop width', async ({ page }) => {
  await page.goto('/trust');
  await waitForHydration(page);
  expect(await axeViolations(page, '/trust')).toEqual([]);
});
