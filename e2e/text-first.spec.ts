import { test, expect } from './fixtures';

/**
 * On phones the text of an article, use case, news item or job starts in the first screen and a
 * half (900 px): metadata is one line, and the side card with facts, contents and sharing follows.
 */
const PAGES = ['/hub/auditable-ai-no-black-box', '/use-cases/crisis-monitoring', '/brand/newsroom/iso-27001-certification', '/careers/job/QV-ENG-0142'];
const PREFIXES = ['', '/fr', '/lu'];

test.use({ viewport: { width: 390, height: 844 } });

for (const prefix of PREFIXES) {
  for (const path of PAGES) {
    test(`${prefix}${path}: at 390 px the body text starts within the first 900 px`, async ({ page }) => {
      await page.goto(`${prefix}${path}`);
      const first = page.locator('#article-body > :is(p, ul, ol, h2, h3)').first();
      await expect(first).toBeVisible();
      const top = await first.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(900);
    });
  }
}

test('on phones the date and reading time stay above the text, the side card below it', async ({ page }) => {
  await page.goto('/fr/hub/auditable-ai-no-black-box');
  const line = page.locator('[data-article-meta-line]');
  await expect(line).toBeVisible();
  const body = await page.locator('#article-body').boundingBox();
  const aside = await page.locator('aside').filter({ has: page.locator('time') }).first().boundingBox();
  expect(body && aside && aside.y).toBeGreaterThan(body!.y);
});

test('on a job page on phones the place and Apply come before the description', async ({ page }) => {
  await page.goto('/lu/careers/job/QV-ENG-0142');
  const facts = page.locator('[data-job-hero-facts]');
  await expect(facts).toBeVisible();
  const apply = facts.getByRole('link');
  await expect(apply).toHaveAttribute('target', '_blank');
  const factsBox = await facts.boundingBox();
  const body = await page.locator('#article-body').boundingBox();
  expect(factsBox!.y).toBeLessThan(body!.y);
});

test('on desktop the one-line facts are not shown twice', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/hub/auditable-ai-no-black-box');
  await expect(page.locator('[data-article-meta-line]')).toBeHidden();
  await page.goto('/careers/job/QV-ENG-0142');
  await expect(page.locator('[data-job-hero-facts]')).toBeHidden();
});
