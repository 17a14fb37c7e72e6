import type { Plugin } from 'vite';
import type { TFunction } from 'i18next';
import { emittedFilesMiddleware } from '../dev/emitted-files';
import { LOCALES } from '../../src/lib/i18n/locales';
import { readLanguage, type Messages } from '../lib/locale-files';
import { messagesTranslator } from '../lib/locale-translator';

/** One document the build typesets from locales/ in every language (the security overview, the carbon reduction plan). */
export interface GeneratedPdf {
  /** The plugin is `quorvia:<id>`; the page imports `virtual:<id>`. */
  id: string;
  /** Folder of the published files, with its slashes: `/media/trust/`. */
  folder: string;
  /** A language's file below the site root: `media/trust/security-overview-fr.pdf`. */
  file: (key: string) => string;
  /** Namespaces the document is typeset from; a language lacking one has no document. */
  namespaces: readonly string[];
  typeset: (messages: Record<string, Messages>, t: TFunction) => Promise<Uint8Array>;
}

/**
 * Typesets a document into one PDF per language at build, emits it under its folder, serves it
 * from the dev server, and tells the page each file's path and size through `virtual:<id>`.
 */
export function generatedPdfPlugin(pdf: GeneratedPdf, options: { localesDir: string; overrides: Record<string, string> }): Plugin {
  const MODULE = `virtual:${pdf.id}`;
  let files: Map<string, Uint8Array> | null = null;
  const build = async () => {
    if (files) return files;
    const out = new Map<string, Uint8Array>();
    for (const locale of LOCALES) {
      const messages = readLanguage(options.localesDir, locale.key, options.overrides);
      if (!pdf.namespaces.every((ns) => messages[ns])) continue;
      out.set(locale.key, await pdf.typeset(messages, messagesTranslator(locale.key, messages)));
    }
    files = out;
    return out;
  };
  const plugin: Plugin & { api: { forgetSources: () => void } } = {
    name: `quorvia:${pdf.id}`,
    // Typeset from locales/: the dev server asks for a new one after an edit there.
    api: { forgetSources: () => (files = null) },
    async buildStart() {
      // The dev server typesets on the first request for the module, not before its first page.
      if (this.environment?.mode === 'dev') return;
      await build();
    },
    configureServer(server) {
      server.middlewares.use(emittedFilesMiddleware(pdf.folder, async () => [...(await build())].map(([key, source]) => ({ fileName: pdf.file(key), source }))));
    },
    resolveId(id) {
      return id === MODULE ? `\0${MODULE}` : null;
    },
    async load(id) {
      if (id !== `\0${MODULE}`) return null;
      const entries = [...(await build())].map(([key, bytes]) => [key, { href: `/${pdf.file(key)}`, kb: Math.max(1, Math.round(bytes.length / 1024)) }]);
      return `export default ${JSON.stringify(Object.fromEntries(entries))};`;
    },
    async generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      for (const [key, bytes] of await build()) this.emitFile({ type: 'asset', fileName: pdf.file(key), source: bytes });
    },
  };
  return plugin;
}
