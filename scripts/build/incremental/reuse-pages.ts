/**
 * Links the pages an incremental build did not render from the previous build (page-cache.ts)
 * into the output folder, with the files the previous postbuild wrote for them: their
 * oEmbed file and /en stub. They are final already, so the postbuild skips them. Each page worker
 * links its own pages as it finds them unchanged (render-worker.ts). A page whose hashed file
 * names changed is written anew, patched, never edited in place: the previous build stays whole.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageFileName } from '../prerender/ssg-files.mjs';
import type { Renames } from './asset-renames';
import { cachedPageFiles, linkFile, type PageCacheState, type PageFile } from './page-cache';
import type { PageRecord } from './page-fingerprint';
import { patchReused } from './patch-reused';

/** A page the build may reuse: its previous record and the files that would move. */
export interface ReuseCandidate {
  record: PageRecord;
  files: PageFile[];
}

/** Every page whose previous files are there and can be renamed safely. */
export function reuseCandidates(previous: PageCacheState, previousDir: string, paths: readonly string[], renames: Renames): Record<string, ReuseCandidate> {
  const candidates: Record<string, ReuseCandidate> = {};
  for (const path of paths) {
    const page = pageFileName(path);
    const cached = previous.pages[page];
    if (!cached) continue;
    const files = cachedPageFiles(page, cached);
    if (!existsSync(join(previousDir, files[0]!.file))) continue;
    const patchable = files.every(({ file, kind }) => {
      const full = join(previousDir, file);
      return renames.size === 0 || !existsSync(full) || patchReused(readFileSync(full, 'utf8'), renames, kind) !== null;
    });
    if (patchable) candidates[path] = { record: { fingerprint: cached.fingerprint, ...(cached.loaders ? { loaders: cached.loaders } : {}) }, files };
  }
  return candidates;
}

/** Links one reused page's files over, renaming hashed file names in them when the assets changed. */
export function linkReusedPage(files: readonly PageFile[], previousDir: string, outDir: string, renames: Renames, makeParent: (file: string) => void): void {
  for (const { file, kind } of files) {
    const from = join(previousDir, file);
    if (!existsSync(from)) continue;
    const to = join(outDir, file);
    makeParent(to);
    if (renames.size === 0) linkFile(from, to);
    else {
      const patched = patchReused(readFileSync(from, 'utf8'), renames, kind);
      if (patched === null) throw new Error(`incremental build: ${file} became unsafe to patch after it was checked`);
      writeFileSync(to, patched);
    }
  }
}
