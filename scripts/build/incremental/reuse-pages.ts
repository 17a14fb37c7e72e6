/**
 * Moves the pages an incremental build did not render from the previous build (page-cache.ts:
 * previous/) into the output folder, with the files the previous postbuild wrote for them: their
 * oEmbed file and /en stub. They are final already, so the postbuild skips them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentDirs } from '../../lib/parent-dirs';
import { pageFileName } from '../prerender/ssg-files.mjs';
import type { Renames } from './asset-renames';
import { moveFile, postbuildFiles, type CachedPage, type PageCacheState } from './page-cache';
import type { PageRecord } from './page-fingerprint';
import { patchReused } from './patch-reused';

interface PageFiles {
  page: string;
  files: Array<{ file: string; kind: 'html' | 'data' }>;
}

function filesOf(path: string, cached: CachedPage): PageFiles {
  const page = pageFileName(path);
  return { page, files: [{ file: page, kind: 'html' }, ...postbuildFiles(cached)] };
}

/** The previous record of every page whose previous files are there and can be renamed safely. */
export function reuseCandidates(previous: PageCacheState, previousDir: string, paths: readonly string[], renames: Renames): Record<string, PageRecord> {
  const candidates: Record<string, PageRecord> = {};
  for (const path of paths) {
    const cached = previous.pages[pageFileName(path)];
    if (!cached) continue;
    const { page, files } = filesOf(path, cached);
    if (!existsSync(join(previousDir, page))) continue;
    const patchable = files.every(({ file, kind }) => {
      const full = join(previousDir, file);
      return renames.size === 0 || !existsSync(full) || patchReused(readFileSync(full, 'utf8'), renames, kind) !== null;
    });
    if (patchable) candidates[path] = { fingerprint: cached.fingerprint, ...(cached.loaders ? { loaders: cached.loaders } : {}) };
  }
  return candidates;
}

/** Moves the reused pages' files. */
export function moveReused(previous: PageCacheState, previousDir: string, outDir: string, paths: readonly string[], renames: Renames): void {
  const makeParent = parentDirs();
  for (const path of paths) {
    const { files } = filesOf(path, previous.pages[pageFileName(path)]!);
    for (const { file, kind } of files) {
      const from = join(previousDir, file);
      if (!existsSync(from)) continue;
      const to = join(outDir, file);
      makeParent(to);
      if (renames.size === 0) moveFile(from, to);
      else {
        const patched = patchReused(readFileSync(from, 'utf8'), renames, kind);
        if (patched === null) throw new Error(`incremental build: ${file} became unsafe to patch after it was checked`);
        writeFileSync(to, patched);
      }
    }
  }
}
