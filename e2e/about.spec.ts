import { readFileSync } from 'node:fs';
import { test, expect, waitForHydration } from './fixtures';

interface RawJob {
  referencenumber: string;
  date: { valid: boolean; posted: string };
}

/** The valid jobs of the sample content, newest first: the order the build renders. */
function validJobIds(): string[] {
  const raw = JSON.parse(readFileSync('content/jobs/jobs.json', 'utf8')) as RawJob[] | Record<string, RawJob>;
  return Object.values(raw)
    .filter((job) => job.date.valid === true)
    .sort((a, b) => b.date.posted.localeCompare(a.date.posted))
    .map((job) => job.referencenumber);
}

test.describe('about page', () => {
  test('prerenders five valid jobs in a stable order plus the see-all card', async ({ request }) => {
    const first = await (await request.get('/about')).text();
    const second = await (await request.get('/about')).text();
    const ids = [...first.matchAll(/data-job="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...validJobIds().slice(0, 5), 'all']);
    expect([...second.matchAll(/data-job="([^"]+)"/g)].map((m) => m[1])).toEqual(ids);
    for (const href of ['/about/company-culture', '/careers', '/about/environment', '/about/leadership']) expect(first).toContain(`href="${href}"`);
  });

  test('draws five valid jobs again after hydration', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.locator('[data-jobs-shuffled="true"]')).toHaveCount(1);
    const ids = await page.locator('[data-job]').evaluateAll((links) => links.map((a) => a.getAttribute('data-job')));
    expect(ids).toHaveLength(6);
    expect(ids.at(-1)).toBe('all');
    const valid = validJobIds();
    for (const id of ids.slice(0, 5)) expect(valid).toContain(id);
    expect(new Set(ids).size).toBe(6);
    await expect(page.locator('[data-job="QV-OPS-0011"]')).toHaveCount(0);
  });

  test('carousel buttons are disabled at the ends and work by keyboard', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const previous = page.locator('[data-carousel="previous"]');
    const next = page.locator('[data-carousel="next"]');
    await next.scrollIntoViewIfNeeded();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    for (let i = 0; i < 10 && (await next.isEnabled()); i += 1) {
      await next.focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(450);
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(page.locator('[data-job="all"]')).toBeInViewport();
    for (let i = 0; i < 10 && (await previous.isEnabled()); i += 1) {
      await previous.click();
      await page.waitForTimeout(450);
    }
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
  });

  test('hero video pauses past the threshold here too', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const video = page.locator('[data-hero-video] video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await page.evaluate(() => window.scrollTo({ top: window.innerHeight * 0.7, behavior: 'instant' }));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });
});
