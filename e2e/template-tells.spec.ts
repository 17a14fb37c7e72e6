import { test, expect, waitForHydration } from './fixtures';

test('the footer links to the newsroom once', async ({ page }) => {
  for (const path of ['/', '/fr']) {
    await page.goto(path);
    await expect(page.locator('footer a[href$="/brand/newsroom"]')).toHaveCount(1);
  }
});

test('the language list gives every region code its language in full, so "UK" does not read as Ukrainian', async ({ page }) => {
  await page.goto('/lu');
  await waitForHydration(page);
  await page.locator('header [data-part="language"] button').first().click();
  const uk = page.getByRole('banner').locator('a[hreflang="en-GB"]').first();
  await expect(uk).toBeVisible();
  await expect(uk).toHaveAccessibleName(/^UK\s*English \(UK\)$/);
  await expect(page.getByRole('banner').locator('a[hreflang="lb"]').first()).toHaveAccessibleName(/^LU\s*Lëtzebuergesch$/);
  // The footer keeps the spec's region labels, and says the language in each link's name.
  const footerUk = page.locator('footer a[hreflang="en-GB"]');
  await expect(footerUk).toHaveText(/^UK/);
  await expect(footerUk).toHaveAccessibleName('UK, English (UK)');
  await expect(page.locator('footer a[hreflang="fr"]')).toHaveAccessibleName('FR, Français');
});

test('filters are styled native selects with a chevron and a focus ring', async ({ page }) => {
  for (const path of ['/hub', '/careers']) {
    await page.goto(path);
    await waitForHydration(page);
    const select = page.locator('main select').first();
    await expect(select).toBeVisible();
    await expect(select).toHaveCSS('appearance', 'none');
    await expect(select).toHaveCSS('background-image', /linear-gradient/);
    await select.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    await expect(select).toHaveCSS('outline-style', 'solid');
  }
});

test('the careers "Show positions" button is a primary action, not a greyed one', async ({ page }) => {
  await page.goto('/careers');
  await waitForHydration(page);
  const button = page.locator('main form button[type="submit"]');
  await expect(button).toBeVisible();
  await expect(button).toHaveClass(/button--primary/);
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
  // A button the size of its label beside the filters, not a bar across the whole form.
  const form = (await page.locator('main form').boundingBox())!;
  expect((await button.boundingBox())!.width).toBeLessThan(form.width / 2);
});

test('the closing call-to-action cards keep to the page grid at 390 and 1440 px', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/brand', '/fr/solution']) {
      await page.goto(path);
      // The grid: the content box of the header's container, the same container every section uses.
      const grid = await page.locator('header .container').first().evaluate((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
      });
      const card = await page.locator('main section[aria-label] > .container').last().boundingBox();
      expect(card, path).not.toBeNull();
      expect(card!.x, `${path} at ${width}`).toBeGreaterThanOrEqual(grid.left - 1);
      expect(card!.x + card!.width, `${path} at ${width}`).toBeLessThanOrEqual(grid.right + 1);
    }
  }
});

test('on phones the "scroll to discover" cue never overlaps the hero buttons, in every language', async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const prefix of ['', '/uk', '/fr', '/es', '/pt', '/lu']) {
      await page.goto(`${prefix}/`);
      const hint = (await page.locator('main a[href="#overview"]').boundingBox())!;
      for (const button of await page.locator('#home-hero-title ~ div a.button').all()) {
        const box = (await button.boundingBox())!;
        const overlaps = hint.x < box.x + box.width && box.x < hint.x + hint.width && hint.y < box.y + box.height && box.y < hint.y + hint.height;
        expect(overlaps, `${prefix || '/'} at ${width} px`).toBe(false);
      }
    }
  }
});

test('the decorative network lines of the home mission stay clear of its heading and lead', async ({ page }) => {
  await page.goto('/fr');
  const section = page.locator('section[aria-labelledby="mission-title"]');
  const canvas = section.locator('canvas');
  // Desktop: the lines lie only behind the frosted industry cards, below every line of the header.
  const { textBottom, canvasTop } = await section.evaluate((el) => {
    const texts = [...el.querySelectorAll(':scope > div > header h2, :scope > div > header p, :scope > div > h3')];
    return {
      textBottom: Math.max(...texts.map((t) => t.getBoundingClientRect().bottom)),
      canvasTop: el.querySelector('canvas')!.getBoundingClientRect().top,
    };
  });
  expect(canvasTop).toBeGreaterThanOrEqual(textBottom);
  // Phones: the cards stack with thin gaps, so no lines at all.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(canvas).toBeHidden();
});
