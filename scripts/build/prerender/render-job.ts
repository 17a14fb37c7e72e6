/** What the page loop (page-loop.ts) hands each worker thread (render-worker.ts). */
import type { PageRecord } from '../incremental/page-fingerprint';
import type { ReuseCandidate } from '../incremental/reuse-pages';
import type { FinishedPage } from '../postbuild/finish-pages';

export interface RenderJob {
  /** The server bundle's entry, main.mjs, moved out of vite-react-ssg's temporary folder. */
  serverEntry: string;
  /** The server build's manifest, for vite-react-ssg's asset collection. */
  serverManifestFile: string;
  /** Where the client build wrote (its .vite manifests). */
  clientOutDir: string;
  /** Where the pages go: the client build's folder, or PAGE_LOOP_COMPARE_DIR. */
  outDir: string;
  paths: string[];
  /** index.html as the client build wrote it. */
  indexHTML: string;
  /** vite-react-ssg's build hash: every page carries it, and the browser compares it (page-data-loader.ts). */
  hash: string;
  /** Translation file URL by `key/namespace`, from the locales plugin. */
  localeUrls: Record<string, string>;
  /** Hash of each translation file's content by `key/namespace` (page fingerprints). */
  translationHashes: Record<string, string>;
  /** What every page's fingerprint holds: the generated modules pages render from. */
  sharedHash: string;
  /** Incremental builds: the previous record and files of each page whose previous output can be reused. */
  previous: Record<string, ReuseCandidate>;
  /** Incremental builds: where the previous build's files wait, and the hashed file names to rename in them. */
  reuse?: { previousDir: string; renames: Array<[from: string, to: string]> };
}

/** Posted after each page, rendered or reused, for the build's progress line. */
export const PAGE_DONE = 'page-done';

/** What a worker posts back when its share is done. */
export interface RenderResult {
  /** Every page's fingerprint and loader calls, for the next build. */
  fingerprints: Array<[path: string, record: PageRecord]>;
  /** Pages whose fingerprint matched the previous one: not rendered, their files moved over. */
  reused: string[];
  /** The rendered pages, finished as the postbuild would (finishPage), and what was written beside them. */
  finished: FinishedPage[];
}

