import { describe, expect, it } from 'vitest';
import * as pagefind from 'pagefind';
import { countsFor } from '../bench/synthetic-content';
import { MAX_DEPLOYMENT_FILES } from '../pack/pack-cloudflare';
import { fragmentFiles, pagesPerFragmentFile, SITE_MAX_FRAGMENTS } from './search-fragments';

const LANGUAGES = 6;
/** Pages of a language's index besides the items (pages, legal texts): 162 at 100 posts, 2026-11-28. */
const OTHER_PAGES = 32;
const pagesPerLanguage = (posts: number) => {
  const c = countsFor(posts);
  return c.posts + c.useCases + c.newsroom + c.jobs + OTHER_PAGES;
};
/** At 10,000 posts without a cap (bench, 2026-11-28): 75,967 index files, of them 72,792 fragments. */
const OTHER_INDEX_FILES_AT_10000 = 75_967 - LANGUAGES * pagesPerLanguage(10_000);
/** The deployment without the index at 10,000 posts (bench, 2026-11-27). */
const DEPLOYMENT_WITHOUT_INDEX_AT_10000 = 84_762;

describe('the site index\'s fragment files', () => {
  it('at 100 and 1,000 posts most results still fetch their own page only', () => {
    expect(pagesPerLanguage(100)).toBe(162);
    expect(pagesPerFragmentFile(pagesPerLanguage(100))).toBe(1);
    expect(pagesPerFragmentFile(pagesPerLanguage(1_000))).toBeLessThanOrEqual(3);
  });

  it('at 10,000 posts the index stays within 8,000 files, and the deployment within Cloudflare\'s limit with room', () => {
    expect(OTHER_INDEX_FILES_AT_10000).toBe(3_175);
    const index = LANGUAGES * fragmentFiles(pagesPerLanguage(10_000)) + OTHER_INDEX_FILES_AT_10000;
    expect(index).toBeLessThanOrEqual(8_000);
    expect(DEPLOYMENT_WITHOUT_INDEX_AT_10000 + index).toBeLessThanOrEqual(MAX_DEPLOYMENT_FILES - 5_000);
    // What a result costs there: its file carries about 20 neighbouring pages (URL order).
    expect(pagesPerFragmentFile(pagesPerLanguage(10_000))).toBe(21);
  });

  it('bundles pages as Pagefind does', async () => {
    // 25 records a language under a cap of 4: files of 7 records, 4 of them (the formula's own).
    const { index, errors } = await pagefind.createIndex({ maxFragments: 4 });
    expect(errors).toEqual([]);
    for (let i = 0; i < 25; i++) await index!.addCustomRecord({ url: `/p/${String(i).padStart(2, '0')}`, content: `word ${i}`, language: 'en', meta: { title: `P ${i}` } });
    const { files } = await index!.getFiles();
    await pagefind.close();
    const fragments = files.filter((f) => f.path.startsWith('fragment/'));
    expect(pagesPerFragmentFile(25, 4)).toBe(7);
    expect(fragments).toHaveLength(fragmentFiles(25, 4));
    expect(fragmentFiles(25, 4)).toBe(4);
  }, 30_000);

  it('leaves a language under the cap one page a file', () => {
    expect(fragmentFiles(SITE_MAX_FRAGMENTS)).toBe(SITE_MAX_FRAGMENTS);
    expect(fragmentFiles(SITE_MAX_FRAGMENTS + 1)).toBeLessThanOrEqual(SITE_MAX_FRAGMENTS);
  });
});
