/**
 * The postbuild's side of an incremental build: which pages the page loop moved over finished
 * from the previous build (so they are not finished twice), their sitemap entries, and, once the
 * build is complete, the state the next build starts from (page-cache.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../page-assets';
import type { SitemapEntry } from '../sitemap';
import type { FinishedPage } from '../postbuild/finish-pages';
import type { DistPage } from '../../lib/dist-pages';
import { cacheSlot, cachedPageFiles, type CachedPage } from './page-cache';
import { moveReusedPage } from './reuse-pages';
import { parentDirs } from '../../lib/parent-dirs';

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
  // Pages the page loop did not write (share pages, written anew by every build): fingerprinted by their source.
  const sourceFingerprints = new Map<string, string>();
  return {
    reused,
    /**
     * Of the pages about to be finished, those the page loop did not write are fingerprinted by
     * their source and the manifest (what finishing them reads); one whose fingerprint is the
     * previous build's gets the previous build's finished file and is not finished again (12,100
     * share pages at 10,000 posts). Returns the pages still to finish.
     */
    reuseBySource(pages: readonly DistPage[], manifest: Manifest): DistPage[] {
      if (!run) return [...pages];
      const makeParent = parentDirs();
      const manifestHash = createHash('sha256').update(JSON.stringify(manifest)).digest('hex');
      return pages.filter(({ file }) => {
        if (run.fingerprints[file] !== undefined) return true;
        const fingerprint = `source:${createHash('sha256').update(manifestHash).update(readFileSync(join(dist, file))).digest('hex')}`;
        sourceFingerprints.set(file, fingerprint);
        const before = previous?.pages[file];
        if (before?.fingerprint !== fingerprint) return true;
        const files = cachedPageFiles(file, before);
        if (!files.every((f) => existsSync(join(slot.previousDir, f.file)))) return true;
        // The manifest is part of the fingerprint, so there is nothing to rename.
        moveReusedPage(files, slot.previousDir, dist, new Map(), makeParent);
        reused.add(file);
        return false;
      });
    },
    reusedSitemap: (): SitemapEntry[] => [...reused].flatMap((file) => kept(file).sitemap ?? []),
    /** Records this build for the next one and lets the previous one go. */
    save(manifest: Manifest, finished: readonly FinishedPage[]): void {
      if (!run) return;
      const pages: Record<string, CachedPage> = {};
      for (const file of reused) pages[file] = { ...kept(file), ...run.fingerprints[file]! };
      for (const { file, sitemap, oembed, stub } of finished) {
        const source = sourceFingerprints.get(file);
        const record = run.fingerprints[file] ?? (source === undefined ? undefined : { fingerprint: source });
        if (record !== undefined) pages[file] = { ...record, sitemap, oembed, stub };
      }
      slot.finishRun();
      slot.writeState({ codeKey: run.codeKey, ssgHash: run.ssgHash, manifest, localeUrls: run.localeUrls, translationHashes: run.translationHashes, pages, contentHashes: run.contentHashes });
    },
  };
}
