import { writeFiles } from '../lib/write-files';
import { currentPlan, setContentHashes } from '../build/incremental/build-run';
import { reuseContentFiles } from '../build/incremental/content-reuse';
import type { Plugin } from 'vite';
import { ContentError, formatProblem } from '../../src/content/content-error';
import { loadContent, type ContentResult, type ContentOptions } from '../../src/content/load-content';
import { deriveSiteData } from '../../src/content/site-data';
import { contentIdLists } from '../../src/content/content-ids';
import { contentOutputs } from '../build/content-outputs';
import { jobSocialImages } from '../build/job-social-images';
import { checkImages } from '../../src/content/images/check-images';
import { contentFiles } from '../dev/content-files';
import { problemReport } from '../lib/problem-frame';

const SITE_DATA = 'virtual:site-data';
const CONTENT_IDS = 'virtual:content-ids';

let cached: { key: string; result: ContentResult } | null = null;

/**
 * Loads content once per build (validation, layout data, ids and published files share it) and
 * prints its warnings. `report: false` for the server build, whose buildStart reads it first: the
 * client build reported them already, and the reading-time check counts every post's words.
 */
export function getContent(options: Required<ContentOptions>, { report = true } = {}): ContentResult {
  const key = `${options.contentDir}|${options.staging}|${options.publicDir}`;
  if (cached?.key !== key) {
    const result = loadContent({ ...options, readingTimeWarnings: report });
    if (report) for (const warning of result.warnings) console.warn(`[content] warning: ${formatProblem(warning)}`);
    cached = { key, result };
  }
  return cached.result;
}

/** Drops the loaded content, so the next reader sees the files as they are now (the dev server, after an edit). */
export function forgetContent(): void {
  cached = null;
}

/** Validates content as the build does: throws a ContentError listing every problem, images included. */
export async function checkContent(options: Required<ContentOptions>, { images = true, report = true } = {}): Promise<ContentResult> {
  const result = getContent(options, { report });
  if (!images) return result;
  const problems = await checkImages(options.publicDir, result.images);
  if (problems.length > 0) throw new ContentError(problems);
  return result;
}

/** The words the build fails with: each problem with the lines of its file around it (the dev server shows the same). */
export function contentErrorReport(error: ContentError, contentDir: string): string {
  const count = error.problems.length;
  return problemReport(`Content has ${count} problem${count === 1 ? '' : 's'}:`, error.problems, contentDir, { footer: 'Run npm run validate after fixing them.' });
}

/**
 * Connects content/ to the build: validates it (a broken file fails the build with file, path and
 * message), bakes the layout's small data into the bundle, gives the server build the ids of
 * dynamic routes, and publishes the raw files at the spec's /assets/... paths.
 */
export function contentPlugin(options: Required<ContentOptions>): Plugin & { api: { forgetSources: () => void } } {
  return {
    name: 'quorvia:content',
    api: { forgetSources: forgetContent },
    async buildStart() {
      // The dev server checks content itself and shows problems in the browser instead of stopping.
      if (this.environment?.mode === 'dev') return;
      try {
        // Reading every image and reporting warnings once is enough: the server build sees the same files.
        const client = this.environment?.config.consumer !== 'server';
        await checkContent(options, { images: client, report: client });
      } catch (error) {
        // An editor's mistake: show the list of problems, not a stack trace.
        if (error instanceof ContentError) this.error(contentErrorReport(error, options.contentDir));
        throw error;
      }
    },
    resolveId(id) {
      return id === SITE_DATA || id === CONTENT_IDS ? `\0${id}` : null;
    },
    configureServer(server) {
      // The dev server answers what writeBundle publishes, from the content as it is now.
      const published = new WeakMap<ContentResult, ReturnType<typeof contentFiles>>();
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        const publishable = url && (/\.(json|xml|html)$/.test(url) || url.startsWith('/share/')) && !/^\/(src|@|node_modules)\b/.test(url);
        if (!publishable) return next();
        let file;
        try {
          const result = getContent(options);
          let files = published.get(result);
          if (!files) published.set(result, (files = contentFiles(result.content)));
          file = files.get(url);
        } catch {
          // Broken content: the dev server shows the problem in its overlay.
        }
        if (!file) return next();
        res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache' }).end(file.body);
      });
    },
    load(id, loadOptions) {
      if (id === `\0${SITE_DATA}`) {
        const { content } = getContent(options);
        return `export default ${JSON.stringify(deriveSiteData(content))};`;
      }
      if (id === `\0${CONTENT_IDS}`) {
        // Only the server build enumerates pages; the browser bundle never needs every id.
        const lists = loadOptions?.ssr ? contentIdLists(getContent(options).content) : {};
        return `export default ${JSON.stringify(lists)};`;
      }
      return null;
    },
    closeBundle() {
      // Vite loads this config afresh for the client and for the server build, and each copy of
      // this module would otherwise keep its content alive while every page renders (the page
      // loaders read their own): at 10,000 posts that is two extra copies for the collector to walk.
      cached = null;
    },
    // Written, not emitted: Vite hands every file of the bundle to each plugin's generateBundle and
    // writeBundle, and at 10,000 posts these are some 36,000 (6 s of a rebuild's 34 s of bundling).
    async writeBundle(output) {
      if (this.environment?.config.consumer === 'server') return;
      if (!output.dir) throw new Error('content plugin: the client build has no output folder');
      const { content } = getContent(options);
      const files = [
        // Minified, but otherwise the file as committed (the spec's clients read these).
        ...Object.entries(content.raw).map(([file, raw]) => ({ fileName: `assets/${file}`, source: JSON.stringify(JSON.parse(raw)) })),
        ...contentOutputs(content),
        ...(await jobSocialImages(content)),
      ];
      const plan = currentPlan();
      const previous = plan?.previous && plan.previousDir ? { dir: plan.previousDir, hashes: plan.previous.contentHashes ?? {} } : undefined;
      const started = performance.now();
      const { toWrite, hashes, moved } = reuseContentFiles(output.dir, files, previous);
      setContentHashes(hashes);
      await writeFiles(output.dir, toWrite);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (previous) console.log(`[incremental] content files: ${toWrite.length} written, ${moved} unchanged linked from the previous build (${seconds} s)`);
    },
  };
}
