import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { readLanguage, type Messages } from '../lib/locale-files';
import { checkLocaleFiles } from '../lib/check-locales';
import { LOCALES_PREFIX, LocaleError } from '../lib/locale-error';
import { problemReport } from '../lib/problem-frame';
import { formatProblem, type ContentProblem } from '../../src/content/content-error';
import { HASHED_ASSETS_DIR } from '../build/constants';
import { LOCALE_KEYS } from '../../src/lib/i18n/locales';
import { LOCALE_MODULE_PREFIX, NAMESPACES, localeFileName, localeModuleId, parseLocaleModuleId } from '../../src/lib/i18n/namespaces';

const LOADERS = 'virtual:locale-loaders';

/** The words the build fails with on broken translation files (the dev server shows the same). */
export function localeErrorReport(problems: readonly ContentProblem[], localesDir: string): string {
  const count = problems.length;
  return problemReport(`Translations have ${count} problem${count === 1 ? '' : 's'}:`, problems, localesDir, {
    prefix: LOCALES_PREFIX,
    footer: 'Run npm run i18n:check after fixing them.',
  });
}

/**
 * Translations, one file per language and namespace, so a page fetches only what it shows.
 * - In the browser they are JSON files, `/static/i18n/<version>/<key>-<namespace>.json`: data
 *   parsed with JSON.parse, not script (the first-load JavaScript budget), cached for good
 *   because the version is a hash of every translation.
 * - At build (the prerender) they are modules, `virtual:locale/<key>-<namespace>`.
 * `virtual:locale-loaders` gives each side what it needs. Override sets (uk) are merged over en here.
 */
export function localesPlugin(options: { localesDir: string; overrides: Record<string, string> }) {
  const cache = new Map<string, Record<string, Messages>>();
  let version: string | undefined;
  const language = (key: string) => {
    let messages = cache.get(key);
    if (!messages) {
      messages = readLanguage(options.localesDir, key, options.overrides);
      cache.set(key, messages);
    }
    return messages;
  };
  const bundle = (key: string, ns: string) => {
    const messages = language(key)[ns];
    if (!messages) throw new Error(`locales/${key}: no ${ns}.json (nor in the language it overrides)`);
    return JSON.stringify(messages);
  };
  const currentVersion = () => {
    if (!version) {
      const hash = createHash('sha256');
      for (const key of LOCALE_KEYS) for (const ns of NAMESPACES) hash.update(`${key}/${ns}\n${bundle(key, ns)}\n`);
      version = hash.digest('hex').slice(0, 10);
    }
    return version;
  };
  const base = () => `/${HASHED_ASSETS_DIR}/i18n/${currentVersion()}/`;
  const forget = () => {
    cache.clear();
    version = undefined;
  };

  const plugin: Plugin & { api: { localeUrl: (key: string, ns: string) => string; fileHash: (key: string, ns: string) => string; forgetSources: () => void } } = {
    name: 'quorvia:locales',
    api: {
      /** Root-relative URL of one translation file, for the page's preload links. */
      localeUrl: (key, ns) => `${base()}${localeFileName(key, ns)}`,
      /** One translation file's own hash: an incremental build re-renders the pages that use it. */
      fileHash: (key, ns) => createHash('sha256').update(bundle(key, ns)).digest('hex'),
      /** The dev server calls this after an edit under locales/ (scripts/vite/dev-server-plugin.ts). */
      forgetSources: forget,
    },
    buildStart() {
      forget();
      // The dev server checks translations itself and shows problems in the browser instead of stopping.
      if (this.environment?.mode === 'dev') return;
      // The client build reads every file first; the server build sees the same ones.
      if (this.environment?.config.consumer === 'server') return;
      const { errors, warnings } = checkLocaleFiles(options.localesDir);
      for (const warning of warnings) console.warn(`[locales] warning: ${LOCALES_PREFIX}${formatProblem(warning)}`);
      if (errors.length > 0) this.error(localeErrorReport(errors, options.localesDir));
    },
    resolveId(id) {
      return id === LOADERS || id.startsWith(LOCALE_MODULE_PREFIX) ? `\0${id}` : null;
    },
    load(id, loadOptions) {
      if (id === `\0${LOADERS}`) {
        const server = this.environment?.config.consumer === 'server' || loadOptions?.ssr === true;
        if (!server) return `export const base = ${JSON.stringify(base())};\nexport const modules = undefined;`;
        const entries = LOCALE_KEYS.map((key) => {
          const imports = NAMESPACES.map((ns) => `${JSON.stringify(ns)}: () => import(${JSON.stringify(localeModuleId(key, ns))})`);
          return `${JSON.stringify(key)}: {${imports.join(', ')}}`;
        });
        return `export const base = '';\nexport const modules = {${entries.join(',\n')}};`;
      }
      if (!id.startsWith(`\0${LOCALE_MODULE_PREFIX}`)) return null;
      const { key, ns } = parseLocaleModuleId(id.slice(1));
      return `export default ${bundle(key, ns)};`;
    },
    generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      for (const key of LOCALE_KEYS) {
        for (const ns of NAMESPACES) {
          this.emitFile({ type: 'asset', fileName: `${base().slice(1)}${localeFileName(key, ns)}`, source: bundle(key, ns) });
        }
      }
    },
    configureServer(server) {
      // The dev server answers the same URLs the build writes.
      server.middlewares.use((req, res, next) => {
        const prefix = `/${HASHED_ASSETS_DIR}/i18n/`;
        if (!req.url?.startsWith(prefix)) return next();
        forget();
        const match = /^([a-z]+)-([a-z]+)\.json$/.exec(req.url.split('/').pop() ?? '');
        if (!match) return next();
        let body: string;
        try {
          body = bundle(match[1]!, match[2]!);
        } catch (error) {
          // The dev server's problem page names the file; this answer is only for the fetch in flight.
          if (!(error instanceof LocaleError)) throw error;
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(error.message);
          return;
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(body);
      });
    },
  };
  return plugin;
}
