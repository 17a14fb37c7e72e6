/**
 * What the search indexes cost a visitor, measured in a headless Chromium against a built site
 * served as the CDN serves it (scripts/serve.ts), asking for gzip as the brief's budget does:
 * - first query: the encoded bytes of every /pagefind/ file the /search?q= page fetches until its
 *   results show;
 * - first filter: the encoded bytes of every /pagefind-lists/ file the hub fetches from the
 *   visitor's first category choice until the filtered page shows.
 * Both sums come from the browser's own request log (Playwright's request sizes: body as sent plus
 * headers), so they are the files Pagefind really chose, not a list computed beside it.
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { debianBrowser } from '../../e2e/browser-launch';

export interface IndexTransfer {
  /** Bytes on disk and files of dist/pagefind (the site search) and dist/pagefind-lists (the lists). */
  searchIndexBytes: number;
  searchIndexFiles: number;
  listIndexBytes: number;
  listIndexFiles: number;
  firstQueryBytes: number;
  firstQueryRequests: number;
  firstFilterBytes: number;
  firstFilterRequests: number;
}

function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { bytes, files };
}

/** Sums what the page fetches under `prefix` while `act` runs. */
async function transferred(page: Page, prefix: string, act: () => Promise<void>): Promise<{ bytes: number; requests: number }> {
  const sizes: Array<Promise<number>> = [];
  const listener = (request: import('@playwright/test').Request) => {
    if (new URL(request.url()).pathname.startsWith(prefix)) sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  };
  page.on('requestfinished', listener);
  await act();
  page.off('requestfinished', listener);
  const all = await Promise.all(sizes);
  return { bytes: all.reduce((a, b) => a + b, 0), requests: all.length };
}

async function serve(dir: string, port: number): Promise<() => void> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', dir], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return () => server.kill();
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  server.kill();
  throw new Error(`the bench's server on port ${port} did not start`);
}

/** `word`: a word the synthetic posts' bodies hold. */
export async function measureIndexTransfer(dist: string, port: number, word: string): Promise<IndexTransfer> {
  const search = folderSize(join(dist, 'pagefind'));
  const lists = folderSize(join(dist, 'pagefind-lists'));
  const stop = await serve(dist, port);
  const browser = await chromium.launch({ executablePath: debianBrowser() });
  try {
    // gzip, as the budget is stated; the server would send brotli to a browser's own header.
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    const page = await context.newPage();
    const query = await transferred(page, '/pagefind/', async () => {
      await page.goto(`/search?q=${encodeURIComponent(word)}`);
      await page.locator('[data-search-results] li').first().waitFor({ timeout: 120_000 });
    });
    await page.goto('/hub');
    await page.locator('html[data-hydrated="true"]').waitFor();
    const filter = await transferred(page, '/pagefind-lists/', async () => {
      await page.locator('select[data-control="category"]').selectOption({ index: 1 });
      // The index's page shows: a pager of buttons, no page links, the list no longer busy.
      await page.locator('section[aria-busy="false"] ul[data-page="1"]').waitFor({ timeout: 120_000 });
      await page.waitForFunction(() => document.querySelectorAll('section[aria-busy] nav a').length === 0, undefined, { timeout: 120_000 });
    });
    await context.close();
    return {
      searchIndexBytes: search.bytes,
      searchIndexFiles: search.files,
      listIndexBytes: lists.bytes,
      listIndexFiles: lists.files,
      firstQueryBytes: query.bytes,
      firstQueryRequests: query.requests,
      firstFilterBytes: filter.bytes,
      firstFilterRequests: filter.requests,
    };
  } finally {
    await browser.close();
    stop();
  }
}
