import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { processArticleBody } from '../src/content/article/process-article';
import { localizeArticleHtml } from '../src/content/article/localize-article-html';
import { swapEmbedPlaceholder } from '../src/content/article/embed-swap';

interface Vector {
  id: string;
  title: string;
  payload: string;
}

const vectors = JSON.parse(readFileSync(resolve('../shared/xss/vectors.json'), 'utf8')) as Vector[];
const CHUNKS = 12;
const HARNESS = 'http://127.0.0.1:4173/__xss-harness';

/** The article HTML a page would show: the real pipeline, then the real localisation. */
function render(payload: string): string {
  const body = processArticleBody(payload, { campaign: 'hub' });
  if (!body.ok) return '';
  return localizeArticleHtml(body.html, {
    externalLink: 'opens a warning page',
    externalSite: 'opens an external site',
    embedNotice: (host) => `Content hosted by ${host}`,
    embedAllow: 'Allow and display content',
    embedLinkNotice: (host) => `Content from ${host}`,
    embedOpen: (host) => `Open it on ${host}`,
    embedBlocked: 'Embedded content removed',
    localizeHref: (href) => `/fr${href}`,
  });
}

const harness = (html: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>harness</title>
<script>
  window.__calls = [];
  for (const name of ['alert', 'confirm', 'prompt', 'print']) window[name] = (...a) => { window.__calls.push(name); };
</script></head><body><main id="article">${html}</main></body></html>`;

async function inspect(page: Page, vector: Vector, html = render(vector.payload)) {
  const problems: string[] = [];
  const dialogs: string[] = [];
  const onDialog = (dialog: import('@playwright/test').Dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (url === HARNESS) return route.fulfill({ contentType: 'text/html', body: harness(html) });
    const type = route.request().resourceType();
    const literal = html.includes(url) || html.includes(url.replace('http://127.0.0.1:4173', ''));
    if ((type === 'image' || type === 'media') && literal) return route.fulfill({ status: 204 });
    // The frame of an allowed embed, loaded because the test clicked "Allow": expected, never fetched.
    const allowedFrame = type === 'document' && route.request().frame() !== page.mainFrame() && html.includes(`data-embed-src="${url.replace(/&/g, '&amp;')}"`);
    if (allowedFrame) return route.fulfill({ contentType: 'text/html', body: '' });
    if (new URL(url).hostname !== '127.0.0.1') problems.push(`request left the page: ${type} ${url}`);
    return route.abort();
  });
  let navigations = 0;
  const onNavigate = (frame: import('@playwright/test').Frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  };
  page.on('framenavigated', onNavigate);
  await page.goto(HARNESS);
  await page.evaluate((swap) => {
    const run = new Function(`return (${swap})`)() as (el: HTMLElement) => void;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-embed-src]'))) run(el);
  }, swapEmbedPlaceholder.toString());
  await page.waitForTimeout(50);
  const domProblems = await page.evaluate(() => {
    const out: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset', 'cite'];
    for (const el of Array.from(document.querySelectorAll('#article *'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) out.push(`${el.tagName} keeps ${attr.name}`);
        if (!urlAttributes.includes(attr.name.toLowerCase())) continue;
        let protocol = '';
        try {
          protocol = new URL(attr.value.split(/[\s,]/)[0] ?? '', document.baseURI).protocol;
        } catch {
          continue;
        }
        if (protocol === 'javascript:' || protocol === 'vbscript:') out.push(`${el.tagName} ${attr.name} is ${protocol}`);
        if (protocol === 'data:' && !(el.tagName === 'IMG' && attr.name === 'src')) out.push(`${el.tagName} ${attr.name} is data:`);
      }
    }
    return out;
  });
  const calls = await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls);
  page.off('dialog', onDialog);
  page.off('framenavigated', onNavigate);
  await page.unroute('**/*');
  if (dialogs.length) problems.push(`dialog opened: ${dialogs.join(', ')}`);
  if (calls.length) problems.push(`script ran: ${calls.join(', ')}`);
  if (navigations > 1) problems.push('main frame navigated');
  return [...problems, ...domProblems].map((p) => `${vector.id} (${vector.title}): ${p}`);
}

test('the corpus is the shared file', () => {
  expect(vectors.length).toBeGreaterThanOrEqual(400);
});

test('the harness catches what an unsanitised page would run', async ({ page }) => {
  const raw: Vector = { id: 'raw', title: 'unsanitised', payload: '' };
  const problems = await inspect(page, raw, '<img src="/x.png" onerror="alert(1)"><a href="javascript:alert(2)">x</a><iframe src="https://tracker.example/frame"></iframe>');
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringContaining('script ran: alert'),
      expect.stringContaining('IMG keeps onerror'),
      expect.stringContaining('A href is javascript:'),
      expect.stringContaining('request left the page: document https://tracker.example/frame'),
    ]),
  );
});

for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
  const slice = vectors.filter((_v, index) => index % CHUNKS === chunk);
  test(`XSS corpus part ${chunk + 1} of ${CHUNKS}: ${slice.length} payloads run no script`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const vector of slice) problems.push(...(await inspect(page, vector)));
    expect(problems).toEqual([]);
  });
}
