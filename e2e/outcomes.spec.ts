import { test, expect, waitForHydration } from './fixtures';
import { axeViolations } from './axe';

const NNBSP = '\u202f';

/**
 * Outcomes: a use case's measured results on its page, and proof cards on the home and industry
 * pages, with figures in each language's number format and quotes attributed by role only.
 */
const CASES = [
  {
    lang: 'en',
    prefix: '',
    useCase: { figures: ['62%', '4 days'], measure: 'less time from first signal to a documented campaign map', over: 'over 6 months', attribution: 'Head of OSINT, a European government agency' },
    home: { first: 'large-event-monitoring', figure: '97%', link: 'Read the use case' },
    industry: { figure: '25 min', quote: /^“We brief the principal/ },
  },
  {
    lang: 'fr',
    prefix: '/fr',
    useCase: { figures: [`62${NNBSP}%`, '4 jours'], measure: 'de temps en moins entre le premier signal et la cartographie documentée d’une campagne'.replace('’', "'"), over: 'sur 6 mois', attribution: 'Responsable OSINT, une agence gouvernementale européenne' },
    home: { first: 'large-event-monitoring', figure: `97${NNBSP}%`, link: 'Lire le cas d’usage'.replace('’', "'") },
    industry: { figure: '25 min', quote: /^«\u00a0Nous briefons le dirigeant/ },
  },
];

for (const { lang, prefix, useCase, home, industry } of CASES) {
  test(`${lang}: a use case page shows its outcome, quote and product screen`, async ({ page }) => {
    await page.goto(`${prefix}/use-cases/foreign-information-manipulation`);
    await waitForHydration(page);
    const block = page.locator('[data-outcome]');
    await expect(block.locator('h2')).toBeVisible();
    const results = block.locator('[data-outcome-result]');
    await expect(results).toHaveCount(2);
    await expect(results.nth(0).locator('span').first()).toHaveText(useCase.figures[0] as string);
    await expect(results.nth(1).locator('span').first()).toHaveText(useCase.figures[1] as string);
    await expect(results.nth(0)).toContainText(useCase.measure);
    await expect(results.nth(0)).toContainText(useCase.over);
    await expect(block.locator('figcaption').first()).toHaveText(useCase.attribution);
    await expect(block.locator('[data-product-shot="investigate"] img')).toBeVisible();
    expect(await axeViolations(page, `${prefix}/use-cases/foreign-information-manipulation`, '[data-outcome]')).toEqual([]);
  });

  test(`${lang}: the home page shows three proof cards linking to their use cases`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    const cards = page.locator('[data-proof-cards] [data-proof-card]');
    await expect(cards).toHaveCount(3);
    const first = cards.first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute('data-proof-card', home.first);
    await expect(first.locator('[data-outcome-result] span').first()).toHaveText(home.figure);
    await expect(first.locator('blockquote')).toBeVisible();
    await expect(first.locator('a')).toHaveAttribute('href', `${prefix}/use-cases/${home.first}`);
    await expect(first.locator('a')).toContainText(home.link);
    expect(await axeViolations(page, `${prefix}/`, '[data-proof-cards]')).toEqual([]);
  });

  test(`${lang}: an industry page shows the outcomes of its own use cases`, async ({ page }) => {
    await page.goto(`${prefix}/industries/corporate`);
    await waitForHydration(page);
    const cards = page.locator('[data-proof-cards] [data-proof-card]');
    // Corporate security has two use cases: the featured one first.
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAttribute('data-proof-card', 'vip-trip-protection');
    await expect(cards.nth(1)).toHaveAttribute('data-proof-card', 'surrounding-threats');
    await expect(cards.nth(0).locator('[data-outcome-result] span').first()).toHaveText(industry.figure);
    await expect(cards.nth(0).locator('blockquote')).toHaveText(industry.quote);
    expect(await axeViolations(page, `${prefix}/industries/corporate`, '[data-proof-cards]')).toEqual([]);
  });
}
