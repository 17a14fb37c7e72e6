import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const heroVideo = (page: Page) => page.locator('[data-hero-video] video');
const isPaused = (page: Page) => heroVideo(page).evaluate((video: HTMLVideoElement) => video.paused);
const scrollToShare = (page: Page, share: number) =>
  page.evaluate((s) => window.scrollTo({ top: Math.round(window.innerHeight * s), behavior: 'instant' }), share);

test.describe('home hero video', () => {
  test('plays at the top, pauses past 60% of the viewport height and resumes when scrolled back', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => isPaused(page)).toBe(false);
    await expect(page.locator('[data-hero-video]')).toHaveAttribute('data-hero-video', 'playing');

    await scrollToShare(page, 0.55);
    await page.waitForTimeout(300);
    expect(await isPaused(page)).toBe(false);

    await scrollToShare(page, 0.65);
    await expect.poll(() => isPaused(page)).toBe(true);

    await scrollToShare(page, 0);
    await expect.poll(() => isPaused(page)).toBe(false);
  });

  test('falls back to the mp4 file when the webm one fails', async ({ page }) => {
    await page.route('**/media/home/hero.webm', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await waitForHydration(page);
    await expect(heroVideo(page)).toHaveAttribute('src', '/media/home/hero.mp4');
    await expect.poll(() => heroVideo(page).evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(/\/media\/home\/hero\.mp4$/);
  });

  test('has a poster, loads only metadata up front, and a pause button that wins over scrolling', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(heroVideo(page)).toHaveAttribute('poster', /^\/static\/img\/hero-poster-\w+-\d+x\d+\.avif$/);
    await expect(heroVideo(page)).toHaveAttribute('preload', 'metadata');
    const toggle = page.locator('[data-hero-video] button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect.poll(() => isPaused(page)).toBe(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await scrollToShare(page, 1);
    await scrollToShare(page, 0);
    await page.waitForTimeout(300);
    expect(await isPaused(page)).toBe(true);
    await toggle.press('Enter');
    await expect.poll(() => isPaused(page)).toBe(false);
  });

  test('on a phone the poster is the portrait image, and the desktop one is never fetched', async ({ browser }) => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const images: string[] = [];
    phone.on('request', (request) => request.resourceType() === 'image' && images.push(new URL(request.url()).pathname));
    await phone.goto('/');
    await waitForHydration(phone);
    await expect(heroVideo(phone)).toHaveAttribute('poster', /^\/static\/img\/hero-poster-mobile-\w+-\d+x\d+\.avif$/);
    expect(images.some((path) => path.includes('/hero-poster-mobile-'))).toBe(true);
    expect(images.filter((path) => /\/hero-poster-(?!mobile)/.test(path))).toEqual([]);
    await phone.close();
  });
});

test.describe('home sections', () => {
  test('the prerendered HTML holds every section, with its links', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const id of ['overview-title', 'small-data-title', 'mission-title', 'capabilities-title']) expect(html).toContain(`id="${id}"`);
    for (const href of ['/solution', '/contact', '/solution/browse', '/solution/investigate', '/solution/monitor', '/solution/create', '/industries/defense', '/industries/public-safety']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).not.toContain('data-reveal="hidden"');
  });

  test('the hero keeps the brand tagline in English and marks it so on other languages\' pages', async ({ page }) => {
    for (const [path, lang] of [['/', null], ['/uk/', null], ['/fr/', 'en'], ['/lu/', 'en']] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const tagline = page.locator('#main section').first().getByText('Operating System for PAI and OSINT', { exact: true });
      await expect(tagline, path).toHaveCount(1);
      expect(await tagline.getAttribute('lang'), path).toBe(lang);
    }
  });

  test('a section fades in once 30% of it is visible, not before', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const section = page.locator('section[aria-labelledby="small-data-title"]');
    await expect(section).toHaveAttribute('data-reveal', 'hidden');
    expect(await section.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');

    const scrollToVisibleShare = (share: number) =>
      section.evaluate((el: HTMLElement, s) => {
        const top = el.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight + el.offsetHeight * s, behavior: 'instant' });
      }, share);
    await scrollToVisibleShare(0.2);
    await page.waitForTimeout(400);
    await expect(section).toHaveAttribute('data-reveal', 'hidden');

    await scrollToVisibleShare(0.4);
    await expect(section).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => section.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('the particle canvas runs only while it is on screen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const canvas = page.locator('canvas[data-particles]');
    await expect(canvas).toHaveAttribute('data-running', 'false');
    await canvas.scrollIntoViewIfNeeded();
    await expect(canvas).toHaveAttribute('data-running', 'true');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(canvas).toHaveAttribute('data-running', 'false');
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no autoplay, no particles, no fades on the home page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await isPaused(page)).toBe(true);
    await expect(page.locator('[data-hero-video]')).toHaveAttribute('data-hero-video', 'idle');
    await expect(page.locator('[data-hero-video] button')).toHaveCount(0);
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    const canvas = page.locator('canvas[data-particles]');
    await canvas.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await expect(canvas).toHaveAttribute('data-running', 'false');
    await expect(page.locator('section[aria-labelledby="capabilities-title"]')).toHaveCSS('opacity', '1');
  });

  test('the about carousel jumps instead of scrolling smoothly', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const track = page.locator('[data-carousel-track]');
    await expect(track).toHaveCSS('scroll-behavior', 'auto');
    await track.scrollIntoViewIfNeeded();
    await page.locator('[data-carousel="next"]').click();
    // Without smooth scrolling the track is already at its new position when the click returns.
    expect(await track.evaluate((el) => el.scrollLeft)).toBeGreaterThanOrEqual(290);
  });
});
