import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { editRouteData } from './route-data';

interface RawJob {
  referencenumber: string;
  date: { valid: boolean };
}
const raw = Object.values(JSON.parse(readFileSync('content/jobs/jobs.json', 'utf8')) as Record<string, RawJob>);
const valid = raw.filter((j) => j.date.valid === true).map((j) => j.referencenumber);
const invalid = raw.filter((j) => j.date.valid !== true).map((j) => j.referencenumber);

const rows = (page: Page) => page.locator('[data-job-row]');
const rowIds = (page: Page) => rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-job-row')));

test.describe('careers list', () => {
  test('the prerendered HTML lists every valid job and no invalid one', async ({ request }) => {
    const html = await (await request.get('/careers')).text();
    for (const id of valid) expect(html).toContain(`href="/careers/job/${id}"`);
    for (const id of invalid) expect(html).not.toContain(id);
    const fr = await (await request.get('/fr/careers')).text();
    for (const id of valid) expect(fr).toContain(`href="/fr/careers/job/${id}"`);
  });

  test('filters by region and team after hydration, and keeps them in the URL', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await expect(page.locator('[data-jobs-state="loaded"]')).toHaveAttribute('aria-busy', 'false');
    await expect(rows(page)).toHaveCount(valid.length);

    await page.locator('select[name="region"]').selectOption('europe');
    await expect(page).toHaveURL(/\?region=europe$/);
    const europe = await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-region')));
    expect(europe.length).toBeGreaterThan(0);
    expect(new Set(europe)).toEqual(new Set(['europe']));

    await page.locator('select[name="team"]').selectOption('eng');
    await expect(page).toHaveURL(/\?region=europe&team=eng$/);
    for (const team of await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-team')))) expect(team).toBe('eng');

    await page.locator('select[name="region"]').selectOption('northAmerica');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.locator('[data-jobs-empty]')).toContainText('No position matches these filters');
    await expect(page.locator('[data-jobs-empty]')).toContainText('jobs@quorvia.example');
    await expect(page.locator('[data-jobs-empty] a[href="mailto:jobs@quorvia.example"]')).toBeVisible();

    await page.locator('select[name="region"]').selectOption('all');
    await page.locator('select[name="team"]').selectOption('all');
    await expect(page).toHaveURL(/\/careers$/);
    await expect(rows(page)).toHaveCount(valid.length);
  });

  test('the filter form has a submit button (H32.2) that keeps the page and the filters', async ({ page }) => {
    await page.goto('/fr/careers');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Filtrer les postes' });
    await form.locator('select[name="region"]').selectOption('europe');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await form.getByRole('button', { name: 'Afficher les postes' }).click();
    await expect(page).toHaveURL(/\/fr\/careers\?region=europe$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('applies filters from a shared link and ignores unknown values', async ({ page }) => {
    await page.goto('/careers?region=unitedKingdom');
    await waitForHydration(page);
    await expect(page.locator('select[name="region"]')).toHaveValue('unitedKingdom');
    for (const region of await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-region')))) expect(region).toBe('unitedKingdom');

    await page.goto('/careers?region=%3Cscript%3E&team=ceo');
    await waitForHydration(page);
    await expect(page.locator('select[name="region"]')).toHaveValue('all');
    await expect(rows(page)).toHaveCount(valid.length);
  });

  test('a failed refresh keeps the prerendered list and shows no error', async ({ page }) => {
    await page.route('**/assets/jobs/jobs.json', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    const refreshed = page.waitForResponse('**/assets/jobs/jobs.json');
    await page.goto('/careers');
    await waitForHydration(page);
    await refreshed;
    await expect(page.locator('[data-jobs-state="loaded"]')).toHaveAttribute('aria-busy', 'false');
    await expect(rows(page)).toHaveCount(valid.length);
    await expect(page.locator('[data-jobs-state="error"]')).toHaveCount(0);
  });

  /** Reaches /careers client-side with page data holding no job, so only the feed could fill the list. */
  async function careersWithoutBakedJobs(page: Page, prefix = '') {
    await editRouteData(page, /^(\/[a-z]{2})?\/careers$/, (data) => (data && typeof data === 'object' && 'jobs' in data ? { ...data, jobs: [] } : data));
    await page.goto(`${prefix}/about`);
    await waitForHydration(page);
    await page.locator(`main a[href="${prefix}/careers"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/careers$`));
  }

  test('with nothing to show, a failed feed shows the error state, and retry recovers', async ({ page }) => {
    let fail = true;
    await page.route('**/assets/jobs/jobs.json', (route) => (fail ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue()));
    await careersWithoutBakedJobs(page);
    const error = page.locator('[data-jobs-state="error"]');
    await expect(error).toContainText("Oops! We couldn't load the job listings.");
    await expect(rows(page)).toHaveCount(0);
    fail = false;
    await error.getByRole('button').click();
    await expect(rows(page)).toHaveCount(valid.length);
  });

  test('the error message is translated', async ({ page }) => {
    await page.route('**/assets/jobs/jobs.json', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' }));
    await careersWithoutBakedJobs(page, '/fr');
    await expect(page.locator('[data-jobs-state="error"]')).toContainText('Oups');
  });

  test('a feed with no valid job shows the empty state with the jobs mailbox', async ({ page }) => {
    await page.route('**/assets/jobs/jobs.json', (route) => route.fulfill({ json: { 'QV-X': { referencenumber: 'QV-X', date: { valid: false } } } }));
    await page.goto('/careers');
    await waitForHydration(page);
    await expect(page.locator('[data-jobs-state="empty"]')).toBeVisible();
    await expect(page.locator('[data-jobs-empty] a[href="mailto:jobs@quorvia.example"]')).toBeVisible();
    // No filter is set, so nothing was filtered out: the list says there are no openings.
    await expect(page.locator('[data-jobs-empty]')).toContainText('There are no open positions right now.');
    await expect(page.locator('[data-jobs-empty]')).not.toContainText('filters');
  });

  test('an empty feed without filters says so in French too', async ({ page }) => {
    await page.route('**/assets/jobs/jobs.json', (route) => route.fulfill({ json: { 'QV-X': { referencenumber: 'QV-X', date: { valid: false } } } }));
    await page.goto('/fr/careers');
    await waitForHydration(page);
    await expect(page.locator('[data-jobs-empty]')).toContainText("Aucun poste n'est ouvert pour le moment.");
  });
});

test.describe('job page', () => {
  test('has JobPosting data, its own 1200x630 image and oEmbed file', async ({ request }) => {
    const html = await (await request.get('/careers/job/QV-ENG-0142')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const posting = blocks.find((b) => b['@type'] === 'JobPosting');
    expect(posting).toBeTruthy();
    for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough', 'identifier']) expect(posting).toHaveProperty(key);
    expect(posting).toMatchObject({ employmentType: 'FULL_TIME', industry: 'Technology', validThrough: '2026-12-31T23:59:59+00:00' });
    expect(html).toContain('<meta property="og:image" content="https://www.quorvia.example/media/jobs/QV-ENG-0142.png">');
    const image = await request.get('/media/jobs/QV-ENG-0142.png');
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    const oembed = (await (await request.get('/careers/job/og/QV-ENG-0142.json')).json()) as Record<string, string>;
    expect(oembed).toMatchObject({ type: 'rich', title: 'Senior Backend Engineer, Data Ingestion' });
    expect(oembed.html).toContain('/assets/oembed?type=job&amp;id=QV-ENG-0142');
  });

  test('side card facts, Apply in a new tab, share block', async ({ page }) => {
    await page.goto('/careers/job/QV-ENG-0142');
    await waitForHydration(page);
    const facts = page.locator('[data-job-facts]');
    await expect(facts.locator('[data-fact="city"]')).toHaveText('Luxembourg');
    await expect(facts.locator('[data-fact="experience"]')).toHaveText('5 years');
    await expect(facts.locator('[data-fact="days"]')).toHaveText(/^\d+ days ago$/);
    const apply = page.locator('[data-apply]');
    await expect(apply).toHaveAttribute('href', 'https://apply.quorvia.example/jobs/QV-ENG-0142');
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', /noopener/);
    for (const kind of ['copy', 'linkedin', 'whatsapp', 'x']) await expect(page.locator(`[data-share="${kind}"]`)).toBeVisible();
    // Description rules: bold-colon labels are headings in the prerendered HTML.
    await expect(page.locator('#article-body h2').first()).toBeVisible();
  });

  test('no Apply button without an http link, singular experience', async ({ page }) => {
    await page.goto('/careers/job/QV-MKT-0024');
    await waitForHydration(page);
    await expect(page.locator('[data-apply]')).toHaveCount(0);
    await expect(page.locator('[data-fact="experience"]')).toHaveText('1 year');
  });

  test('more jobs: same city or team, else one other job, else the no-jobs message', async ({ page }) => {
    await page.goto('/careers/job/QV-ENG-0142');
    await waitForHydration(page);
    await expect(page.locator('[data-more-jobs] [data-job-row="QV-ENG-0157"]')).toBeVisible();

    // Washington and customer success share nothing with another job: one other job instead.
    await page.goto('/careers/job/QV-NIN-0019');
    await waitForHydration(page);
    await expect(page.locator('[data-more-jobs] [data-job-row]')).toHaveCount(1);
    await expect(page.locator('[data-more-jobs] [data-job-row="QV-NIN-0019"]')).toHaveCount(0);

    // Without any other valid job (data served for a client-side visit), the no-jobs message.
    await editRouteData(page, /^\/careers\/job\/QV-LAB-0008$/, (data) => (data && typeof data === 'object' && 'others' in data ? { ...data, others: [] } : data));
    await page.goto('/careers');
    await waitForHydration(page);
    await page.locator('[data-job-row="QV-LAB-0008"] a').click();
    await expect(page).toHaveURL(/\/careers\/job\/QV-LAB-0008$/);
    await expect(page.locator('[data-no-jobs]')).toBeVisible();
  });

  test('more jobs is a desktop-only list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/careers/job/QV-ENG-0142');
    await waitForHydration(page);
    await expect(page.locator('[data-more-jobs]')).toBeHidden();
  });

  for (const [from, to] of [
    ['/careers/job/QV-NOPE-0000', '/careers'],
    ['/fr/careers/job/QV-OPS-0011', '/fr/careers'],
  ] as const) {
    test(`an unknown or invalid id redirects: ${from}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator('[data-job-row]').first()).toBeVisible();
    });
  }
});

test('the globe animates only while it is on screen', async ({ page }) => {
  await page.goto('/careers');
  await waitForHydration(page);
  const globe = page.locator('figure[data-running]');
  const states = () => globe.evaluate((el) => [...new Set(el.getAnimations({ subtree: true }).map((a) => a.playState))]);
  await globe.scrollIntoViewIfNeeded();
  await expect(globe).toHaveAttribute('data-running', 'true');
  await expect.poll(states).toEqual(['running']);
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  await expect(globe).toHaveAttribute('data-running', 'false');
  await expect.poll(states).toEqual(['paused']);
});

test('the running globe leaves painting to the compositor', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/careers');
  await waitForHydration(page);
  const globe = page.locator('figure[data-running]');
  await globe.scrollIntoViewIfNeeded();
  await expect(globe).toHaveAttribute('data-running', 'true');
  await page.waitForTimeout(500);
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.waitForTimeout(2_000);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Array<{ name: string }> }).traceEvents;
  // Animated SVG parts repainted the whole drawing on every frame: over a hundred paints in two seconds.
  expect(events.filter((e) => e.name === 'Paint').length).toBeLessThan(20);
});
