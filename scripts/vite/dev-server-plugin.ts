import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { EnvironmentModuleGraph, Plugin } from 'vite';
import { ContentError } from '../../src/content/content-error';
import type { ContentOptions } from '../../src/content/load-content';
import { checkContent, contentErrorReport } from './content-plugin';
import { contentErrorPage, contentErrorPayload } from '../dev/content-overlay';
import { englishRedirect } from '../dev/english-redirect';

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
 * checks the content as the build does and either reloads the open pages or shows the build's
 * report in Vite's error overlay. While content is broken every page is that overlay; the server
 * keeps running and reloads the pages once the file is fixed.
 */
export function devServerPlugin(options: DevServerOptions): Plugin {
  return {
    name: 'quorvia:dev-server',
    apply: 'serve',
    configureServer(server) {
      // Vitest serves the same config: its runs read content themselves and want no page reloads.
      if (process.env.VITEST) return;
      const contentSource = resolve(server.config.root, 'src/content');
      let problem: ContentError | null = null;

      const check = async () => {
        try {
          await checkContent(options);
          problem = null;
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          problem = error;
          server.config.logger.error(contentErrorReport(error), { timestamp: true });
        }
      };
      const overlay = (error: ContentError) => contentErrorPayload(error, contentErrorReport(error), options.contentDir);
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
        if (problem) server.ws.send({ type: 'error', err: overlay(problem) });
        else server.ws.send({ type: 'full-reload', path: '*' });
      };

      // An editor's save often writes a file twice; one refresh after the last write is enough.
      let timer: NodeJS.Timeout | undefined;
      const onFile = (file: string) => {
        if (!within(options.contentDir, file) && !within(options.localesDir, file)) return;
        // A whole folder removed (a test's copy of content/ cleaned up) is not an edit to report.
        if (!existsSync(options.contentDir)) return;
        clearTimeout(timer);
        timer = setTimeout(() => void refresh().catch((error: Error) => server.config.logger.error(error.stack ?? String(error))), 100);
      };
      // CONTENT_DIR may lie outside the project, where Vite does not watch.
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
          res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end(contentErrorPage(overlay(problem), server.config.base));
        }, next);
      });
    },
  };
}
