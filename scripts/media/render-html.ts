/**
 * Renders a self-contained HTML document to a PNG buffer with Debian's chromium (or Playwright's),
 * with the brand typeface available as `var(--brand-font)`. Used for generated images whose text
 * has to be set in the brand face (covers, product screens): librsvg in sharp only sees the
 * machine's system fonts. The network is blocked: everything an image needs is inline.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser } from '@playwright/test';

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2');
const MONO_STACK = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

/** The brand face as an inline @font-face, so a page renders the same with no server. */
export const brandFontCss = (): string =>
  `@font-face{font-family:'Manrope';font-weight:200 800;font-display:block;` +
  `src:url(data:font/woff2;base64,${readFileSync(FONT_FILE).toString('base64')}) format('woff2');}` +
  `:root{--brand-font:'Manrope',sans-serif;--mono-font:${MONO_STACK};}`;

let browser: Browser | undefined;

async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--font-render-hinting=none'],
  });
  return browser;
}

export interface RenderOptions {
  width: number;
  height: number;
  /** 2 for press or retina output; the PNG is width*scale pixels wide. */
  scale?: number;
}

/** `body` is the document's inner HTML (styles included); the font CSS is prepended. */
export async function renderHtml(body: string, { width, height, scale = 1 }: RenderOptions): Promise<Buffer> {
  const page = await (await launch()).newPage({ viewport: { width, height }, deviceScaleFactor: scale });
  try {
    await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
    await page.setContent(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${brandFontCss()}` +
        `*{box-sizing:border-box;margin:0;padding:0}html,body{width:${width}px;height:${height}px;overflow:hidden}` +
        `body{font-family:var(--brand-font);-webkit-font-smoothing:antialiased}</style></head><body>${body}</body></html>`,
      { waitUntil: 'load' },
    );
    await page.evaluate(() => document.fonts.ready);
    // A page that lays itself out by measuring (a cover fitting its title) does so once the face is in.
    await page.evaluate('typeof window.__beforeCapture === "function" && window.__beforeCapture()');
    return await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } });
  } finally {
    await page.close();
  }
}

export async function closeRenderer(): Promise<void> {
  await browser?.close();
  browser = undefined;
}
