import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { EnvironmentModuleGraph, Plugin } from 'vite';
import { ContentError, formatProblem } from '../../src/content/content-error';
import type { ContentOptions } from '../../src/content/load-content';
import { checkContent } from './content-plugin';
import { editorErrorPage, editorErrorView, type EditorErrorView, type ProblemSource } from '../dev/content-overlay';
import { englishRedirect } from '../dev/english-redirect';
import { checkLocaleFiles } from '../lib/check-locales';
import { LOCALES_PREFIX } from '../lib/locale-error';

export interface DevServerOptions extends Required<ContentOptions> {
  localesDir: string;
}

/** Plugins holding data read from content/ or locales/ let the dev server drop it after an edit. */
type ForgetsSources = { api?: { forgetSources?: () => void } };

const within = (dir: string, file: string) => {
  const path = relative(dir, file);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
};

/** A browser asking for a page (not a module, an asset or vite-react-ssg's loader data). */
function wantsPage(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!req.headers.accept?.includes('text/html')) return false;
  return !req.url?.startsWith('/@') && !req.url?.includes('_data=');
}

/**
 * `npm run dev` (vite-react-ssg's dev server renders each page on request): the Node side reads
 * content/ and locales/ through plugins and the page loaders, which Vite does not see as modules,
 * so this plugin watches those folders. After an edit it drops what the plugins hold, invalidates
 * the modules built from them (virtual modules and src/content/, whose loaders cache per process),
 * checks content and translations as the build does, and reloads the open pages. While either is
 * broken every page is our problem page (scripts/dev/content-overlay.ts) naming file, place and
 * the lines around it; the server keeps running, and the page reloads once the file is fixed.
 */
export function devServerPlugin(options: DevServerOptions): Plugin {
  return {
    name: 'quorvia:dev-server',
    apply: 'serve',
    configureServer(server) {
      // Vitest serves the same config: its runs read content themselves and want no page reloads.
      if (process.env.VITEST) return;
      const contentSource = resolve(server.config.root, 'src/content');
      const logger = server.config.logger;
      let problem: EditorErrorView | null = null;
      let lastWarnings = '';

      const check = async () => {
        const sources: ProblemSource[] = [];
        try {
          await checkContent(options);
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          sources.push({ problems: error.problems, dir: options.contentDir, prefix: '', kind: 'content' });
        }
        const locales = checkLocaleFiles(options.localesDir);
        if (locales.errors.length > 0) sources.push({ problems: locales.errors, dir: options.localesDir, prefix: LOCALES_PREFIX, kind: 'translations' });
        // Gaps English fills (a key not yet translated): said once, not at every save.
        const warnings = locales.warnings.map((w) => `[locales] warning: ${LOCALES_PREFIX}${formatProblem(w)}`).join('\n');
        if (warnings && warnings !== lastWarnings) logger.warn(warnings, { timestamp: true });
        lastWarnings = warnings;
        problem = sources.length > 0 ? editorErrorView(sources) : null;
        if (problem) logger.error(problem.report, { timestamp: true });
      };
      let checked = check();

      const invalidate = (graph: EnvironmentModuleGraph) => {
        for (const [id, mod] of graph.idToModuleMap) {
          if (id.startsWith('\0virtual:') || (mod.file && within(contentSource, mod.file))) graph.invalidateModule(mod);
        }
      };
      const refresh = async () => {
        for (const plugin of server.config.plugins as readonly ForgetsSources[]) plugin.api?.forgetSources?.();
        for (const environment of Object.values(server.environments)) invalidate(environment.moduleGraph);
        checked = check();
        await checked;
        // Broken or fixed, the open pages reload: a broken state answers every page with the
        // problem page, so an open page and a newly opened one look the same.
        server.ws.send({ type: 'full-reload', path: '*' });
      };

      // An editor's save often writes a file twice; one refresh after the last write is enough.
      let timer: NodeJS.Timeout | undefined;
      const onFile = (file: string) => {
        if (!within(options.contentDir, file) && !within(options.localesDir, file)) return;
        // A whole folder removed (a test's copy cleaned up) is not an edit to report.
        if (!existsSync(options.contentDir) || !existsSync(options.localesDir)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          // Checked again when the writes have settled: removing a folder takes many events.
          if (!existsSync(options.contentDir) || !existsSync(options.localesDir)) return;
          void refresh().catch((error: Error) => logger.error(error.stack ?? String(error)));
        }, 100);
      };
      // CONTENT_DIR and LOCALES_DIR may lie outside the project, where Vite does not watch.
      server.watcher.add([options.contentDir, options.localesDir]);
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onFile);

      server.middlewares.use((req, res, next) => {
        const target = englishRedirect(req.url);
        if (target) {
          res.writeHead(302, { Location: target }).end();
          return;
        }
        if (!wantsPage(req)) return next();
        void checked.then(() => {
          if (!problem) return next();
          res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(editorErrorPage(problem, server.config.base));
        }, next);
      });
    },
  };
}
