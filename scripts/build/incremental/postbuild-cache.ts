/**
 * The postbuild's side of an incremental build: which pages the page loop moved over finished
 * from the previous build (so they are not finished twice), their sitemap entries, and, once the
 * build is complete, the state the next build starts from (page-cache.ts).
 */
import type { Manifest } from '../page-assets';
import type { SitemapEntry } from '../sitemap';
import type { FinishedPage } from '../postbuild/finish-pages';
import { cacheSlot, type CachedPage } from './page-cache';

export function postbuildCache(root: string, dist: string) {
  const slot = cacheSlot(root, dist);
  // No record: the page loop did not run for this folder (vite-react-ssg's loop, a comparison copy).
  const run = slot.run();
  const previous = run ? slot.previousState() : undefined;
  const reused = new Set(run?.reused ?? []);
  const kept = (file: string): CachedPage => {
    const page = previous?.pages[file];
    if (!page) throw new Error(`incremental build: ${file} was reused but the previous build has no record of it`);
    return page;
  };
  return {
    reused,
    reusedSitemap: (): SitemapEntry[] => [...reused].flatMap((file) => kept(file).sitemap ?? []),
    /** Records this build for the next one and lets the previous one go. */
    save(manifest: Manifest, finished: readonly FinishedPage[]): void {
      if (!run) return;
      const pages: Record<string, CachedPage> = {};
      for (const file of reused) pages[file] = { ...kept(file), ...run.fingerprints[file]! };
      for (const { file, sitemap, oembed, stub } of finished) {
        const record = run.fingerprints[file];
        if (record !== undefined) pages[file] = { ...record, sitemap, oembed, stub };
      }
      slot.finishRun();
      slot.writeState({ codeKey: run.codeKey, ssgHash: run.ssgHash, manifest, localeUrls: run.localeUrls, translationHashes: run.translationHashes, pages, contentHashes: run.contentHashes });
    },
  };
}
