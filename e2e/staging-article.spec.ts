import { test, expect, hydrateAllParts, waitForHydration } from './fixtures';
import { stagingRequests } from './staging-requests';

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

  test('after the overlay the head belongs to the staged version, at the article\'s own address', async ({ page, consoleErrors }) => {
    await page.route('**/assets/posts/staging.json', (route) => route.fulfill({ json: [STAGED] }));
    await page.goto('http://staging.quorvia.example/hub/measuring-query-decay');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(STAGED.title);
    await expect(page).toHaveTitle(`${STAGED.title} | Quorvia`);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', STAGED.excerpt);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', STAGED.title);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', STAGED.excerpt);
    await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', STAGED.title);
    // A preview is never indexed, whatever build the staging host serves.
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // One of each: the overlay replaces the built tags rather than adding to them.
    await expect(head.locator('title')).toHaveCount(1);
    await expect(head.locator('meta[name="description"], meta[property="og:title"], meta[name="robots"]')).toHaveCount(3);
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
    const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe('/hub/measuring-query-decay');
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical ?? '');
    const jsonLd = await head.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes(`"headline":"${STAGED.title}"`))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('the production host makes no staging request from an article page', async ({ page }) => {
    expect(await stagingRequests(page, '/hub/measuring-query-decay')).toEqual([]);
  });
});

test.describe('staging overlay in the shell', () => {
  // Newer than every built post, so it leads the latest posts; the second changes the newest built one.
  const NEWEST = { ...STAGED, id: 'staged-newest-post', title: 'A staged post newer than all', date: '2026-11-20' };
  const CHANGED = { ...STAGED, id: 'legal-basis-and-proportionality', title: 'Legal basis, as staged', date: '2026-11-10' };

  test('the header\'s hub panel and the footer\'s latest posts show staged posts, from one request', async ({ page, consoleErrors }) => {
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('staging.json') && requests.push(r.url()));
    await page.route('**/assets/posts/staging.json', (route) => route.fulfill({ json: [NEWEST, CHANGED] }));
    await page.goto('http://staging.quorvia.example/hub/measuring-query-decay');
    await hydrateAllParts(page);

    await page.locator('button[data-menu="hub"]').hover();
    const panel = page.locator('#panel-hub');
    await expect(panel.locator('[data-category-icon]')).toHaveCount(4);
    const panelLinks = panel.locator('a[href^="/hub/"]');
    await expect(panelLinks.first()).toHaveAttribute('href', '/hub/staged-newest-post');
    await expect(panelLinks.first()).toContainText('A staged post newer than all');
    await expect(panelLinks.nth(1)).toContainText('Legal basis, as staged');

    const footerPosts = page.locator('footer a[href^="/hub/"]');
    await expect(footerPosts).toHaveCount(2);
    await expect(footerPosts.first()).toHaveText('A staged post newer than all');
    await expect(footerPosts.nth(1)).toHaveText('Legal basis, as staged');

    // The article overlay, the panel and the footer read the same response.
    await expect(page.locator('h1')).not.toContainText('staged');
    expect(requests).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('the mobile menu\'s latest posts show the staged post too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/assets/posts/staging.json', (route) => route.fulfill({ json: [NEWEST, CHANGED] }));
    await page.goto('http://staging.quorvia.example/about');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Site menu' });
    await drawer.getByRole('button', { name: 'Hub', exact: true }).click();
    const posts = drawer.locator('a[href^="/hub/"]:visible');
    await expect(posts).toHaveCount(3);
    await expect(posts.first()).toHaveAttribute('href', '/hub/staged-newest-post');
    await expect(posts.nth(1)).toContainText('Legal basis, as staged');
  });

  test('off the staging host the shell keeps the built posts', async ({ page }) => {
    await page.route('**/assets/posts/staging.json', (route) => route.fulfill({ json: [NEWEST, CHANGED] }));
    await page.goto('/about');
    await hydrateAllParts(page);
    await expect(page.locator('footer a[href^="/hub/"]').first()).toHaveAttribute('href', '/hub/legal-basis-and-proportionality');
    await expect(page.locator('footer')).not.toContainText('staged');
    await expect(page.locator('#panel-hub')).not.toContainText('staged');
  });
});
