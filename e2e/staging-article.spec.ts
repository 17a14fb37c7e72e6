import { test, expect, waitForHydration } from './fixtures';

const STAGED = {
  id: 'measuring-query-decay',
  title: 'Measuring query decay (staged)',
  excerpt: 'The staged excerpt.',
  categories: ['research'],
  date: '2025-07-22',
  source: 'staging',
  // Base64 like the real files; the body carries what the sanitiser must remove or rewrite.
  description: Buffer.from(
    '<h2>Staged heading</h2><p>Staged body <strong>text</strong>.</p><script>window.__staged = 1</script>' +
      '<img src="x" onerror="window.__staged = 2"><a href="javascript:window.__staged = 3">bad</a><a href="https://a.example/">out</a>',
    'utf8',
  ).toString('base64'),
};

test.describe('staging overlay on article pages', () => {
  test('on the staging host the staged entry replaces the article, sanitised, with PREVIEW', async ({ page, consoleErrors }) => {
    await page.route('**/assets/posts/staging.json', (route) => route.fulfill({ json: [STAGED, { title: 'no id', date: '2026-01-01' }] }));
    await page.goto('http://staging.quorvia.example/hub/measuring-query-decay');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Measuring query decay (staged)');
    const body = page.locator('#article-body');
    await expect(body).toContainText('Staged body text.');
    await expect(body.locator('h2#staged-heading')).toHaveText('Staged heading');
    await expect(body.locator('script, img, [onerror]')).toHaveCount(0);
    await expect(body.locator('a').filter({ hasText: 'bad' })).not.toHaveAttribute('href', /.+/);
    await expect(body.locator('a').filter({ hasText: 'out' })).toHaveAttribute('href', /^\/ex\?dest=https%3A%2F%2Fa\.example%2F/);
    await expect(page.locator('main article > header')).toContainText('Preview');
    await expect(page.locator('main aside')).toContainText('Preview');
    expect(await page.evaluate(() => (window as unknown as { __staged?: number }).__staged)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
  });

  test('an article the staging file does not name stays as built', async ({ page }) => {
    await page.route('**/assets/posts/staging.json', (route) => route.fulfill({ json: [STAGED] }));
    const staged = page.waitForResponse('**/assets/posts/staging.json');
    await page.goto('http://staging.quorvia.example/hub/opsec-for-small-teams');
    await waitForHydration(page);
    await staged;
    await expect(page.locator('main article > header')).not.toContainText('Preview');
    await expect(page.locator('h1')).not.toContainText('staged');
  });

  test('the production host makes no staging request from an article page', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('staging.json') && requests.push(r.url()));
    await page.goto('/hub/measuring-query-decay');
    await waitForHydration(page);
    await page.waitForTimeout(200);
    expect(requests).toEqual([]);
  });
});
