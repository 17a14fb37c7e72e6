import { test, expect, waitForHydration } from './fixtures';

/** A use case, a hub article and a capability page: each ends with related items, then the demo call to action. */
const PAGES = ['/use-cases/vip-trip-protection', '/hub/small-data-beats-big-data', '/solution/investigate'];
const LANGUAGES = [
  { prefix: '', name: 'en' },
  { prefix: '/fr', name: 'fr' },
];

for (const { prefix, name } of LANGUAGES) {
  for (const path of PAGES) {
    test(`${name} ${path} ends with two or three related items and the call to action`, async ({ page }) => {
      const url = `${prefix}${path}`;
      await page.goto(url);
      await waitForHydration(page);
      const related = page.locator('[data-related-items]');
      await expect(related).toHaveCount(1);
      await expect(related.getByRole('heading', { level: 2 })).toBeVisible();
      const hrefs = await related.locator('article a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThanOrEqual(2);
      expect(hrefs.length).toBeLessThanOrEqual(3);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      for (const href of hrefs) {
        expect(href).not.toBe(url);
        expect(href.startsWith(`${prefix}/use-cases/`) || href.startsWith(`${prefix}/hub/`)).toBe(true);
      }
      // Nothing but the call to action comes after the related items in the page's main content.
      const order = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        const sections = [...main.querySelectorAll('section')];
        const relatedAt = sections.findIndex((s) => s.hasAttribute('data-related-items'));
        const after = sections.slice(relatedAt + 1).filter((s) => !s.closest('[data-related-items]'));
        return { after: after.length, demo: after[0]?.querySelector('a')?.getAttribute('href') ?? null };
      });
      expect(order).toEqual({ after: 1, demo: `${prefix}/bookademo` });
      await related.scrollIntoViewIfNeeded();
      await expect(related.locator('article').first()).toBeVisible();
    });
  }

  for (const path of ['', '/about']) {
    test(`${name} ${path || '/'} shows the proof band with its figures and the certification source`, async ({ page }) => {
      await page.goto(`${prefix}${path}` || '/');
      await waitForHydration(page);
      const band = page.locator('[data-proof-band]');
      await expect(band).toHaveCount(1);
      await expect(band.locator('dl > div')).toHaveCount(4);
      await expect(band.locator('dl dt')).toHaveCount(4);
      await expect(band.locator('dd', { hasText: '200+' })).toHaveCount(1);
      await expect(band.locator('dd', { hasText: '20+' })).toHaveCount(1);
      await expect(band.locator(`a[href="${prefix}/brand/newsroom/iso-27001-certification"]`)).toHaveCount(1);
    });
  }
}
