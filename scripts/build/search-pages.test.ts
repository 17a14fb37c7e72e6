import { describe, expect, it } from 'vitest';
import { isSearchPage } from './search-pages';

const page = (head: string) => `<!doctype html><html lang="fr"><head>${head}</head><body><main data-pagefind-body><p>mot</p></main></body></html>`;
const marked = page('<meta name="search-type" content="post" data-pagefind-filter="type:post">');

describe('isSearchPage', () => {
  it('takes the pages whose head marks them for search', () => {
    expect(isSearchPage('fr/hub/x.html', marked)).toBe(true);
    expect(isSearchPage('fr/hub/page/2.html', page(''))).toBe(false);
  });

  it('never takes /en stubs, share pages or the 404s', () => {
    for (const file of ['en.html', 'en/hub/x.html', 'share/x/index.html', '404.html', 'fr/404.html']) expect(isSearchPage(file, marked), file).toBe(false);
  });

  it('reads the mark in the head only, not in page text', () => {
    expect(isSearchPage('x.html', page('').replace('<p>mot</p>', '<p>&lt;meta name="search-type"&gt; <meta name="search-type" content="x"></p>'))).toBe(false);
  });
});
