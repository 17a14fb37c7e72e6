import { test, expect } from './fixtures';
import { samplePages } from './sample-pages';
import { narrowProblems } from './narrow-text';

/**
 * The narrowest phone the site supports, one page of every family in all six languages: buttons and
 * pills stay on one line (or are laid out on several on purpose), nothing is wider than the screen,
 * and no word is split where no hyphen is drawn. Long compounds (Luxembourgish has no hyphenation
 * dictionary in Chromium) need layouts that leave them room, not a break anywhere.
 */
test.use({ viewport: { width: 320, height: 800 } });

for (const sample of samplePages()) {
  test(`320 px: ${sample.label}`, async ({ page }) => {
    await page.goto(sample.url);
    // Measured in the brand face: the fallback's advances differ a little.
    await page.evaluate(() => document.fonts.ready);
    const problems = await narrowProblems(page);
    // Soft: one visit reports all three kinds.
    expect.soft(problems.overflow, `${sample.url}: horizontal overflow`).toBeNull();
    expect.soft(problems.wrappedButtons, `${sample.url}: buttons on two lines`).toEqual([]);
    expect(problems.brokenWords, `${sample.url}: words split without a hyphen`).toEqual([]);
  });
}
