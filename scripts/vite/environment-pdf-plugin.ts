import type { Plugin } from 'vite';
import { emittedFilesMiddleware } from '../dev/emitted-files';
import { LOCALES } from '../../src/lib/i18n/locales';
import { mergeMessages, readLocaleFolder, type Messages } from '../lib/locale-files';
import { environmentPdf, PLAN_DATE } from '../build/environment-pdf';

const MODULE = 'virtual:environment-pdf';

export const planFile = (key: string) => `media/environment/carbon-reduction-plan-${key}.pdf`;

function pick(messages: Messages, path: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}

/** The plan's date in the language's long form, as the page shows it. */
function dateLabel(common: Messages, environment: Messages): string {
  const [year, month, day] = PLAN_DATE.split('-') as [string, string, string];
  const date = pick(common, 'dates.long').replace('{{day}}', day).replace('{{month}}', pick(common, `dates.months.${month}`)).replace('{{year}}', year);
  return pick(environment, 'environment.published').replace('{{date}}', date);
}

/**
 * Typesets the carbon reduction plan into one PDF per language at build, publishes it under
 * /media/environment/, and tells the page its path and size through `virtual:environment-pdf`.
 */
export function environmentPdfPlugin(options: { localesDir: string; overrides: Record<string, string> }): Plugin {
  let files: Map<string, Uint8Array> | null = null;
  const build = async () => {
    if (files) return files;
    const out = new Map<string, Uint8Array>();
    for (const locale of LOCALES) {
      const base = options.overrides[locale.key];
      const own = readLocaleFolder(options.localesDir, locale.key);
      const messages = base ? mergeMessages(readLocaleFolder(options.localesDir, base), own) : own;
      if (!messages.environment || !messages.common) continue;
      out.set(locale.key, await environmentPdf(messages.environment, dateLabel(messages.common, messages.environment)));
    }
    files = out;
    return out;
  };
  const plugin: Plugin & { api: { forgetSources: () => void } } = {
    name: 'quorvia:environment-pdf',
    // The plan is typeset from locales/: the dev server asks for a new one after an edit there.
    api: { forgetSources: () => (files = null) },
    async buildStart() {
      // The dev server typesets on the first request for the module, not before its first page.
      if (this.environment?.mode === 'dev') return;
      await build();
    },
    configureServer(server) {
      server.middlewares.use(emittedFilesMiddleware('/media/environment/', async () => [...(await build())].map(([key, source]) => ({ fileName: planFile(key), source }))));
    },
    resolveId(id) {
      return id === MODULE ? `\0${MODULE}` : null;
    },
    async load(id) {
      if (id !== `\0${MODULE}`) return null;
      const entries = [...(await build())].map(([key, bytes]) => [key, { href: `/${planFile(key)}`, kb: Math.max(1, Math.round(bytes.length / 1024)) }]);
      return `export default ${JSON.stringify(Object.fromEntries(entries))};`;
    },
    async generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      for (const [key, bytes] of await build()) this.emitFile({ type: 'asset', fileName: planFile(key), source: bytes });
    },
  };
  return plugin;
}
