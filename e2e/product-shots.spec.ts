import { test, expect, waitForHydration } from './fixtures';
import { shiftsSinceNavigation } from './layout-shifts';

/** Every page that shows the product, and the screens it must show (in order of appearance). */
const PAGES: Array<{ path: string; screens: string[] }> = [
  { path: '', screens: ['browse', 'investigate', 'monitor', 'create'] },
  // The platform opens on the dark Investigate screen (its hero), then each section's close-up
  // (human-centred, integration, interface, automation, compliance), then its grid of the four.
  { path: '/solution', screens: ['investigate', 'browse', 'create', 'investigate', 'monitor', 'browse', 'browse', 'investigate', 'monitor', 'create'] },
  ...(['browse', 'investigate', 'monitor', 'create'] as const).map((c) => ({ path: `/solution/${c}`, screens: [c, c, c] })),
  { path: '/industries/public-safety', screens: ['monitor'] },
  { path: '/industries/national-security', screens: ['browse'] },
  { path: '/industries/defense', screens: ['create'] },
  { path: '/industries/corporate', screens: ['investigate'] },
];

// In English: which screens a page shows, their loading and size do not depend on the language;
// the translated alt text and captions have their own test below (a sample, where
// behaviour does not differ by language).
for (const { path, screens } of PAGES) {
  const url = path || '/';
  test(`${url} shows ${screens.join(', ')} loaded, sized, with alt text and a caption`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    const figures = page.locator('main figure[data-product-shot]');
    expect(await figures.evaluateAll((els) => els.map((e) => e.getAttribute('data-product-shot')))).toEqual(screens);
    for (const figure of await figures.all()) {
      const img = figure.locator('img');
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(img).toHaveAttribute('width', '1600');
      await expect(img).toHaveAttribute('height', '1000');
      expect((await img.getAttribute('alt'))?.trim().length ?? 0).toBeGreaterThan(40);
      expect((await figure.locator('figcaption').innerText()).trim().length).toBeGreaterThan(20);
    }
  });
}

test('capability pages: the hero shot loads at once on the dark hero, the close-ups wait and are the light theme', async ({ page }) => {
  await page.goto('/solution/monitor');
  const hero = page.locator('main header figure[data-product-shot] img');
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('src', /^\/static\/img\/monitor-dark-1600-\w+-800x500\.webp$/);
  for (const [index, detail] of [[1, 'alerts'], [2, 'timeline']] as const) {
    const body = page.locator('main figure[data-product-shot]').nth(index).locator('img');
    await expect(body).toHaveAttribute('loading', 'lazy');
    await expect(body).toHaveAttribute('src', new RegExp(`^/static/img/monitor-${detail}-light-1600-\\w+-\\d+x\\d+\\.webp$`));
  }
});

// Beside the spec's icon cards, each capability page shows two close-ups of its screen, each with
// its own caption, on phones too, in the page's language.
for (const [path, capability] of [['/solution/browse', 'browse'], ['/fr/solution/investigate', 'investigate'], ['/lu/solution/create', 'create']] as const) {
  for (const width of [390, 1440]) {
    test(`${path} shows two captioned close-ups beside its icon cards at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForHydration(page);
      const cards = page.locator('main ul[data-cards] > li');
      const closeUps = page.locator(`main figure[data-product-shot="${capability}"][data-detail]`);
      await expect(closeUps).toHaveCount(2);
      const captions = await closeUps.locator('figcaption').allInnerTexts();
      expect(new Set(captions).size).toBe(2);
      const alts = await closeUps.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
      expect(new Set(alts).size).toBe(2);
      for (const figure of await closeUps.all()) {
        await figure.scrollIntoViewIfNeeded();
        await expect(figure).toBeVisible();
        await expect.poll(() => figure.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      }
      // Beside the cards from 1024 px; above them on phones.
      const [shot, card] = [await closeUps.first().boundingBox(), await cards.first().boundingBox()];
      if (width >= 1024) expect(card!.x).toBeGreaterThan(shot!.x + shot!.width);
      else expect(card!.y).toBeGreaterThan(shot!.y);
      if (!path.startsWith('/fr') && !path.startsWith('/lu')) return;
      await page.goto(`/solution/${capability}`);
      const english = await page.locator(`main figure[data-detail] figcaption`).allInnerTexts();
      expect(captions.some((caption) => english.includes(caption))).toBe(false);
    });
  }
}

test('alt text and captions are translated', async ({ page }) => {
  const read = async (url: string) => {
    await page.goto(url);
    const figure = page.locator('main figure[data-product-shot]').first();
    return [await figure.locator('img').getAttribute('alt'), await figure.locator('figcaption').innerText()];
  };
  const [enAlt, enCaption] = await read('/solution/browse');
  const [luAlt, luCaption] = await read('/lu/solution/browse');
  expect(luAlt).not.toEqual(enAlt);
  expect(luCaption).not.toEqual(enCaption);
  await expect(page.locator('main figure[data-product-shot] img').first()).toHaveAttribute('alt', /Beweisbuch/);
});

for (const width of [390, 1440]) {
  test(`nothing moves while the shots load at ${width} px (CLS 0)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const url of ['/', '/solution/monitor', '/industries/defense']) {
      await page.goto(url);
      await waitForHydration(page);
      // Scroll through the page so the lazy shots load, then add up every shift since navigation.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      const shift = await shiftsSinceNavigation(page);
      expect(shift, url).toBe(0);
    }
  });
}
