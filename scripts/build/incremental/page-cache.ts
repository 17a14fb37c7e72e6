/**
 * Where the incremental build keeps what it reuses (.cache/pages/, beside the image cache in
 * .cache/images/): one slot per output folder (the folder a build replaces, dist/, not the
 * temporary one it writes: scripts/build/run/output-folders.ts), so a test building into a
 * temporary folder never reuses dist/. Between two builds the slot holds state.json (what the
 * last successful build wrote, page by page) and dist/ itself holds the files. During an
 * incremental build the state waits in previous.json, so a build that fails half way leaves no
 * state.json and the next build is full; the previous files are read from dist/, which `npm run
 * build` leaves untouched until the new build has passed, and linked, never moved, into the new
 * one. A step run on its own writes into dist/ itself: the previous dist/ then waits in previous/.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Manifest } from '../page-assets';
import type { SitemapEntry } from '../sitemap';
import type { LoaderCall, PageRecord } from './page-fingerprint';

export const PAGE_CACHE_DIR = '.cache/pages';

/** What one page's last build wrote besides the page itself, and what it was made from. */
export interface CachedPage {
  fingerprint: string;
  /** The route loaders it ran (page-fingerprint.ts). */
  loaders?: LoaderCall[];
  sitemap: SitemapEntry | null;
  /** The page's oEmbed file (assets/pages/...), if it has one. */
  oembed: string | null;
  /** Its /en/... stub, if it is an English page. */
  stub: string | null;
}

/** A file of a finished page: HTML (patched for renamed assets) or JSON beside it. */
export interface PageFile {
  file: string;
  kind: 'html' | 'data';
}

/** The files a reused page brings along: the page, and what the postbuild wrote for it (its oEmbed file and /en stub). */
export function cachedPageFiles(file: string, page: CachedPage): PageFile[] {
  return [{ file, kind: 'html' }, ...(page.oembed ? [{ file: page.oembed, kind: 'data' as const }] : []), ...(page.stub ? [{ file: page.stub, kind: 'html' as const }] : [])];
}

/**
 * What decides whether a page can be reused, as the page loop gets it from the bundling process,
 * tells the postbuild and leaves for the next build: the same three maps at every step.
 */
export interface PageInputHashes {
  /** Each translation file's URL by `key/namespace`, from the locales plugin. */
  localeUrls: Record<string, string>;
  /** Each translation file's content hash by `key/namespace`. */
  translationHashes: Record<string, string>;
  /** The content files' hashes by file name (content-reuse.ts). */
  contentHashes: Record<string, string>;
}

export interface PageCacheState extends PageInputHashes {
  codeKey: string;
  /** vite-react-ssg's build hash, kept so reused and new pages carry the same one (page-data-loader.ts). */
  ssgHash: string;
  manifest: Manifest;
  /** By page file (hub.html, fr/404.html). */
  pages: Record<string, CachedPage>;
}

/** What the page loop tells the postbuild about this build. */
export interface PageLoopRun extends PageInputHashes {
  codeKey: string;
  ssgHash: string;
  /** By page file. */
  fingerprints: Record<string, PageRecord>;
  /** Page files moved over from the previous build: already finished by its postbuild. */
  reused: string[];
}

/** A rename, or a copy when the output folder is on another file system than the cache (a tmpfs /tmp). */
export function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * A hard link, or a copy where links cannot be made: the previous build's file stays as it is
 * (the folder it is in may have to stay the live site if this build fails), and nothing writes
 * into a file once it is linked.
 */
export function linkFile(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      rmSync(to, { force: true });
      linkSync(from, to);
    } else if (code === 'EXDEV' || code === 'EPERM' || code === 'EMLINK') copyFileSync(from, to);
    else throw error;
  }
}

/** Folders of a previous build being deleted in the background (finishRun). */
const TRASH = 'trash-';

function removeLater(dir: string): void {
  const script = `require('node:fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`;
  spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' }).unref();
}

export function cacheSlot(root: string, outDir: string) {
  const dir = join(root, PAGE_CACHE_DIR, createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 12));
  const file = (name: string) => join(dir, name);
  const read = <T>(name: string): T | undefined => (existsSync(file(name)) ? (JSON.parse(readFileSync(file(name), 'utf8')) as T) : undefined);
  const write = (name: string, value: unknown) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file(name), JSON.stringify(value));
  };
  return {
    dir,
    previousDir: file('previous'),
    state: () => read<PageCacheState>('state.json'),
    previousState: () => read<PageCacheState>('previous.json'),
    run: () => read<PageLoopRun>('run.json'),
    writeRun: (run: PageLoopRun) => write('run.json', run),
    writeState: (state: PageCacheState) => write('state.json', state),
    /**
     * Sets the last build's state aside and returns where its files are: the folder the build
     * replaces when it writes elsewhere, else previous/ (the build about to start empties the
     * output folder).
     */
    takePrevious(outDir: string, targetDir: string): string {
      renameSync(file('state.json'), file('previous.json'));
      if (resolve(outDir) !== resolve(targetDir)) return resolve(targetDir);
      moveFile(outDir, file('previous'));
      return file('previous');
    },
    /** Forgets everything but the state of a finished build. */
    clearRun(): void {
      for (const name of ['run.json', 'previous.json', 'previous']) rmSync(file(name), { recursive: true, force: true });
      for (const name of existsSync(dir) ? readdirSync(dir) : []) if (name.startsWith(TRASH)) removeLater(file(name));
    },
    /**
     * The end of a build: as clearRun, but what the build did not reuse of the previous one (tens
     * of thousands of files at 10,000 posts, seconds to delete) is deleted after the build has
     * finished, by a process of its own.
     */
    finishRun(): void {
      if (existsSync(file('previous'))) {
        const trash = file(`${TRASH}${process.pid}-${Date.now()}`);
        renameSync(file('previous'), trash);
        removeLater(trash);
      }
      for (const name of ['run.json', 'previous.json']) rmSync(file(name), { force: true });
    },
    forget(): void {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type CacheSlot = ReturnType<typeof cacheSlot>;
