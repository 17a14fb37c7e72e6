import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.1.2, 2.4.3 and 2.4.11 in the open mobile menu: keyboard focus stays inside the menu (its
 * button and drawer), wraps at both ends, is always visibly ringed, and the page behind is inert.
 */

/** What the test needs to know about the focused element, measured in the page. */
interface FocusState {
  inMenu: boolean;
  label: string;
  ring: boolean;
  /** The ring's box (outline around the border box) lies inside every box that clips it. */
  unclipped: boolean;
  /** Contrast of the ring's colour against the drawer's background. */
  contrast: number;
  mainInert: boolean;
  /** Focusable elements outside the menu that are not inside an inert subtree. */
  reachableOutside: string[];
}

async function focusState(page: Page, toggleLabel: string): Promise<FocusState> {
  return page.evaluate((label) => {
    const toggle = [...document.querySelectorAll<HTMLButtonElement>('header button[aria-controls]')].find(
      (b) => b.getAttribute('aria-label') === label,
    );
    const drawer = toggle ? document.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
    const inMenu = (node: Element | null) => !!node && (node === toggle || !!drawer?.contains(node));
    const active = document.activeElement;
    const style = active ? getComputedStyle(active) : null;
    const width = style ? parseFloat(style.outlineWidth) : 0;
    const ring = !!style && ((style.outlineStyle !== 'none' && width > 0) || style.boxShadow !== 'none');

    let unclipped = false;
    if (active && style) {
      const spread = width + Math.max(0, parseFloat(style.outlineOffset) || 0);
      const box = active.getBoundingClientRect();
      const outer = { left: box.left - spread, top: box.top - spread, right: box.right + spread, bottom: box.bottom + spread };
      const inside = (r: { left: number; top: number; right: number; bottom: number }) =>
        outer.left >= r.left - 0.5 && outer.top >= r.top - 0.5 && outer.right <= r.right + 0.5 && outer.bottom <= r.bottom + 0.5;
      unclipped = inside({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight });
      for (let el = active.parentElement; el && unclipped; el = el.parentElement) {
        const s = getComputedStyle(el);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const r = el.getBoundingClientRect();
        const left = r.left + el.clientLeft;
        const top = r.top + el.clientTop;
        unclipped = inside({ left, top, right: left + el.clientWidth, bottom: top + el.clientHeight });
      }
    }

    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
    const luminance = (value: string) => {
      const [r = 0, g = 0, b = 0] = rgb(value).map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const a = style ? luminance(style.outlineColor) : 0;
    const b = drawer ? luminance(getComputedStyle(drawer).backgroundColor) : 1;
    const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

    const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';
    const reachableOutside = [...document.querySelectorAll<HTMLElement>(focusable)]
      .filter((el) => !inMenu(el) && !el.closest('[inert]') && el.getClientRects().length > 0)
      .map((el) => el.outerHTML.slice(0, 80));

    return {
      inMenu: inMenu(active),
      label: active ? `${active.tagName} ${(active.textContent ?? '').trim().slice(0, 40)}` : 'none',
      ring,
      unclipped,
      contrast,
      mainInert: !!document.querySelector('main')?.closest('[inert]'),
      reachableOutside,
    };
  }, toggleLabel);
}

async function expectContained(page: Page, closeLabel: string, step: string) {
  const state = await focusState(page, closeLabel);
  expect(state.inMenu, `${step}: focus on ${state.label} is inside the menu`).toBe(true);
  expect(state.ring, `${step}: ${state.label} shows a focus ring`).toBe(true);
  expect(state.unclipped, `${step}: the ring of ${state.label} is not clipped`).toBe(true);
  expect(state.contrast, `${step}: the ring of ${state.label} contrasts with the drawer`).toBeGreaterThanOrEqual(3);
  expect(state.mainInert, `${step}: main is inert`).toBe(true);
  expect(state.reachableOutside, `${step}: nothing outside the menu is focusable`).toEqual([]);
}

const cases = [
  { path: '/', width: 390, open: 'Open menu', close: 'Close menu' },
  { path: '/lu', width: 390, open: 'Menü opmaachen', close: 'Menü zoumaachen' },
  { path: '/', width: 320, open: 'Open menu', close: 'Close menu' },
];

for (const { path, width, open, close } of cases) {
  test.describe(`mobile menu keyboard at ${width} px on ${path}`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('focus stays in the open menu, wraps both ways and is always visible; Escape restores the page', async ({ page, consoleErrors }) => {
      await page.goto(path);
      await waitForHydration(page);
      const toggle = page.getByRole('button', { name: open });
      // Reach the menu button by keyboard, as a visitor would.
      for (let i = 0; i < 20 && !(await toggle.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      const button = page.getByRole('button', { name: close });
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const drawer = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(drawer).toBeVisible();
      await expectContained(page, close, 'opened');

      // Open the hub's section too, so its links and latest posts are walked as well.
      const sections = drawer.locator('nav > ul > li > button');
      await expect(sections).toHaveCount(4);
      await sections.nth(3).focus();
      await page.keyboard.press('Enter');
      await expect(sections.nth(3)).toHaveAttribute('aria-expanded', 'true');

      // The menu's button and every visible control of the drawer, then two more steps past the end.
      const stops = 1 + (await drawer.locator('a[href]:visible, button:visible').count());
      expect(stops).toBeGreaterThan(10);
      // Tab from the button: every control of the drawer, back to the button, then on twice more.
      await button.focus();
      for (let i = 1; i <= stops + 2; i += 1) {
        await page.keyboard.press('Tab');
        await expectContained(page, close, `Tab ${i}`);
        if (i === stops) await expect(button, 'Tab past the last control wraps to the menu button').toBeFocused();
      }
      await button.focus();
      for (let i = 1; i <= stops + 2; i += 1) {
        await page.keyboard.press('Shift+Tab');
        await expectContained(page, close, `Shift+Tab ${i}`);
        if (i === stops) await expect(button, 'Shift+Tab past the first control wraps to the menu button').toBeFocused();
      }

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      const reopen = page.getByRole('button', { name: open });
      await expect(reopen).toBeFocused();
      await expect(reopen).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('[inert]')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}
