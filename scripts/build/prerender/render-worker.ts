/**
 * One worker of the page loop (page-loop.ts): imports the server bundle, renders its share of the
 * pages as vite-react-ssg's loop would and writes them finished (finish-pages.ts), then posts back
 * their fingerprints and finishing records. It writes no loader data file: the browser reads a
 * page's route data from the page (page-data-loader.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentDirs } from '../../lib/parent-dirs';
import { fileWriter } from '../../lib/write-files';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { SCRIPT_COMMENT_PLACEHOLDER, SsrModuleTracker, loadLazyRoutes, loadPageData, renderPage, withApp, type CreateRoot, type PageData, type PageManifests } from './ssg-page.mjs';
import { pageFileName } from './ssg-files.mjs';
import { finishRenderedPage, pageLocaleFiles } from './page-rendered';
import { PAGE_DONE, type RenderJob, type RenderResult } from './render-job';
import { ALWAYS_RENDER, pageFingerprint, type PageRecord } from '../incremental/page-fingerprint';
import { callLoaders, loaderCalls, routesById } from './loader-calls';
import { withFingerprintOnly } from '../../../src/content/page-data/fingerprint-mode';
import { linkReusedPage } from '../incremental/reuse-pages';
import { finishContext, finishPage, routeOf, type FinishedPage } from '../postbuild/finish-pages';
import { keepsLink, type Manifest } from '../page-assets';
import { fileToUrlPath } from '../../lib/dist-pages';

const job = workerData as RenderJob;
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const manifests = {
  serverManifest: readJson(job.serverManifestFile),
  manifest: readJson(join(job.clientOutDir, '.vite', 'manifest.json')),
  ssrManifest: readJson(join(job.clientOutDir, '.vite', 'ssr-manifest.json')),
} as PageManifests;

const makeParent = parentDirs();
const finishing = finishContext(job.outDir, manifests.manifest as Manifest);
const finished: FinishedPage[] = [];
// The next page renders while the last ones are written.
const writer = fileWriter(job.outDir);

function localeUrl(key: string, ns: string): string {
  const url = job.localeUrls[`${key}/${ns}`];
  if (!url) throw new Error(`page worker: no translation file for ${key}/${ns}`);
  return url;
}

const started = performance.now();
const { createRoot } = (await import(pathToFileURL(job.serverEntry).href)) as { createRoot: CreateRoot };
const root = await createRoot(false);
await loadLazyRoutes(root.routes);
const base = typeof root.base === 'string' ? root.base : '';
const byId = routesById(root.routes, base);
const loaded = performance.now();
const tracker = new SsrModuleTracker();
tracker.install();
const fingerprints: Array<[string, PageRecord]> = [];
const renames = new Map(job.reuse?.renames ?? []);
const reused: string[] = [];

function fingerprint(path: string, page: { appCtx: unknown; loaderData: unknown; errors?: unknown }): string {
  if (page.errors) return ALWAYS_RENDER;
  const translations = pageLocaleFiles(path, page.appCtx).map(({ key, ns }) => {
    const hash = job.translationHashes[`${key}/${ns}`];
    if (!hash) throw new Error(`page worker: no translation hash for ${key}/${ns}`);
    return hash;
  });
  return pageFingerprint({ path, sharedHash: job.sharedHash, translations, loaderData: page.loaderData });
}

/** A page's record from react-router's own query (vite-react-ssg's), for the next build. */
function record(path: string, page: PageData): PageRecord {
  const now = fingerprint(path, page);
  return now === ALWAYS_RENDER ? { fingerprint: now } : { fingerprint: now, loaders: loaderCalls(page) };
}

for (const path of job.paths) {
  try {
    // An incremental build first asks whether the page's inputs changed; only its loaders run,
    // called directly when the previous build recorded them (loader-calls.ts).
    const candidate = job.previous[path];
    if (candidate && job.reuse && candidate.record.fingerprint !== ALWAYS_RENDER) {
      const before = candidate.record;
      const checked = await withFingerprintOnly(async () => {
        const direct = before.loaders && (await callLoaders(byId, base, path, before.loaders));
        if (direct) return { fingerprint: fingerprint(path, { ...direct, appCtx: await createRoot(false, path) }), loaders: before.loaders };
        return record(path, await loadPageData({ createRoot, path }));
      });
      if (checked.fingerprint === before.fingerprint) {
        linkReusedPage(candidate.files, job.reuse.previousDir, job.outDir, renames, makeParent);
        reused.push(path);
        fingerprints.push([path, checked]);
        parentPort?.postMessage(PAGE_DONE);
        continue;
      }
    }
    const file = pageFileName(path);
    const target = { file, urlPath: fileToUrlPath(file) };
    const needed = finishing.needs(routeOf(target));
    const keeps = (rel: string, href: string) => keepsLink(rel, href, needed, finishing.languages);
    const rendered = await renderPage({ createRoot, path, indexHTML: job.indexHTML, rootContainerId: 'root', tracker, manifests, keepsLink: keeps, appApart: true });
    const { appCtx, html, appHTML } = rendered;
    const shell = finishRenderedPage(path, html, appCtx, localeUrl).replace(SCRIPT_COMMENT_PLACEHOLDER, `window.__VITE_REACT_SSG_HASH__ = '${job.hash}'`);
    const page = appHTML === undefined ? shell : withApp(shell, appHTML);
    // Finished now, as the postbuild would, so the page is written once (finished-by-loop.ts).
    const done = finishPage(page, target, finishing);
    await writer.write(file, done.html);
    for (const beside of done.beside) await writer.write(beside.fileName, beside.source);
    finished.push(done.record);
    fingerprints.push([path, record(path, rendered)]);
    parentPort?.postMessage(PAGE_DONE);
  } catch (error) {
    throw new Error(`[page-loop] error on page ${path}:\n${error instanceof Error ? error.stack : String(error)}`);
  }
}
tracker.uninstall();
await writer.done();
const seconds = (at: number) => ((at - started) / 1000).toFixed(1);
console.log(`[page-loop] worker: bundle loaded at ${seconds(loaded)} s, ${job.paths.length - reused.length} of ${job.paths.length} pages written at ${seconds(performance.now())} s`);
parentPort?.postMessage({ fingerprints, reused, finished } satisfies RenderResult);
