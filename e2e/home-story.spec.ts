import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { watchShifts, shifts } from './layout-shifts';
import { axeViolations } from './axe';

/** The home page's capabilities section, told as one investigation (src/features/home/home-story.tsx). */
const STEPS = ['browse', 'investigate', 'monitor', 'create'];
const steps = (page: Page) => page.locator('[data-story] li[data-step]');
const step = (page: Page, name: string) => page.locator(`[data-story] li[data-step="${name}"]`);

/** Puts the middle of a step's text at the middle of the viewport, as a reader scrolling would. */
async function readStep(page: Page, name: string): Promise<void> {
  await page.evaluate((n) => {
    const text = document.querySelector(`[data-story] li[data-step="${n}"]`)?.firstElementChild;
    if (!text) throw new Error(`no step ${n}`);
    const box = text.getBoundingClientRect();
    window.scrollBy({ top: box.top + box.height / 2 - window.innerHeight / 2, behavior: 'instant' });
  }, name);
}

/** Every step, in the spec's order, with its call to action to its capability page. */
async function expectEveryStep(page: Page): Promise<void> {
  expect(await steps(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-step')))).toEqual(STEPS);
  for (const name of STEPS) {
    await expect(step(page, name).locator('h3')).not.toBeEmpty();
    await expect(step(page, name).locator(`a[href$="/solution/${name}"]`)).toBeVisible();
    await expect(step(page, name).locator(`figure[data-product-shot="${name}"] figcaption`)).not.toBeEmpty();
  }
}

/** Scrolls a step's screen into view, where it must show at full strength; returns it for the caller's own checks. */
async function scrollToShot(page: Page, name: string) {
  const shot = step(page, name).locator('figure');
  await shot.scrollIntoViewIfNeeded();
  await expect(shot).toBeInViewport();
  await expect(shot).toHaveCSS('opacity', '1');
  return shot;
}

test('desktop: reading each step shows its screen beside the steps, and nothing shifts', async ({ page }) => {
  await watchShifts(page);
  await page.goto('/');
  await waitForHydration(page);
  await expectEveryStep(page);
  for (const name of STEPS) {
    await readStep(page, name);
    await expect(step(page, name)).toHaveAttribute('data-active', '');
    await expect(page.locator('[data-story] li[data-active]')).toHaveCount(1);
    const shot = step(page, name).locator('figure');
    await expect(shot).toHaveCSS('opacity', '1');
    await expect.poll(() => shot.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The screen sits beside the step's text, in the viewport, and the other screens are hidden under it.
    const [text, box] = [await step(page, name).locator('> div').boundingBox(), await shot.boundingBox()];
    expect(box!.x).toBeGreaterThan(text!.x + text!.width);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    for (const other of STEPS.filter((s) => s !== name)) await expect(step(page, other).locator('figure')).toHaveCSS('opacity', '0');
  }
  // Back up: the first step takes over again.
  await readStep(page, 'browse');
  await expect(step(page, 'browse')).toHaveAttribute('data-active', '');
  expect(await shifts(page)).toBe(0);
});

test('phone: the steps stack, each with its screen under it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  await expectEveryStep(page);
  for (const name of STEPS) {
    const shot = await scrollToShot(page, name);
    await expect(shot).toHaveCSS('position', 'static');
    await expect.poll(() => shot.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const [text, box] = [await step(page, name).locator('> div').boundingBox(), await shot.boundingBox()];
    expect(box!.y).toBeGreaterThanOrEqual(text!.y + text!.height);
  }
});

test('reduced motion: a static row per step, every screen shown beside its text', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  for (const name of ['browse', 'create']) await readStep(page, name);
  for (const name of STEPS) {
    const shot = step(page, name).locator('figure');
    await expect(shot).toHaveCSS('opacity', '1');
    await expect(shot).toHaveCSS('position', 'static');
    await expect(shot).toHaveCSS('transition-duration', '0s');
    // Both boxes in one frame: read one after the other, a scroll still settling moves them apart.
    const { text, box } = await step(page, name).evaluate((li) => {
      const rect = (el: Element | null) => el!.getBoundingClientRect().toJSON() as { y: number; height: number };
      return { text: rect(li.querySelector(':scope > div')), box: rect(li.querySelector('figure')) };
    });
    // Same row: the text's middle lies within the screen's height.
    const middle = text.y + text.height / 2;
    expect(middle).toBeGreaterThan(box.y);
    expect(middle).toBeLessThan(box.y + box.height);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ['/', '/lu']) {
    test(`${path} shows every step with its screen`, async ({ page }) => {
      await page.goto(path);
      await expectEveryStep(page);
      for (const name of STEPS) {
        const shot = await scrollToShot(page, name);
        await expect(shot.locator('img')).toHaveAttribute('alt', /.{40,}/);
      }
    });
  }
});

for (const width of [390, 1440]) {
  test(`the story passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fr');
    await waitForHydration(page);
    await readStep(page, 'monitor');
    expect(await axeViolations(page, `/fr story ${width}`, '[data-story]')).toEqual([]);
  });
}
