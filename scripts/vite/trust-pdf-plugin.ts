import type { Plugin } from 'vite';
import { emittedFilesMiddleware } from '../dev/emitted-files';
import { LOCALES } from '../../src/lib/i18n/locales';
import { site } from '../../src/config/site';
import { TRUST_REVIEWED } from '../../src/features/trust/trust-data';
import { mergeMessages, readLocaleFolder, type Messages } from '../lib/locale-files';
import { trustPdf } from '../build/trust-pdf';

const MODULE = 'virtual:trust-pdf';

export const overviewFile = (key: string) => `media/trust/security-overview-${key}.pdf`;

function pick(messages: Messages, path: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}

/** "Last reviewed 2 November 2026" in the language's long form, as the page shows it. */
function reviewedLabel(common: Messages, trust: Messages): string {
  const [year, month, day] = TRUST_REVIEWED.split('-') as [string, string, string];
  const date = pick(common, 'dates.long').replace('{{day}}', String(Number(day))).replace('{{month}}', pick(common, `dates.months.${month}`)).replace('{{year}}', year);
  return pick(trust, 'trust.updated').replace('{{date}}', date);
}

/**
 * Typesets the security overview into one PDF per language at build, as the environment plugin
 * does the carbon reduction plan: published under /media/trust/, with its path and size given to
 * the trust page through `virtual:trust-pdf`.
 */
export function trustPdfPlugin(options: { localesDir: string; overrides: Record<string, string> }): Plugin {
  let files: Map<string, Uint8Array> | null = null;
  const build = async () => {
    if (files) return files;
    const out = new Map<string, Uint8Array>();
    for (const locale of LOCALES) {
      const base = options.overrides[locale.key];
      const own = readLocaleFolder(options.localesDir, locale.key);
      const messages = base ? mergeMessages(readLocaleFolder(options.localesDir, base), own) : own;
      if (!messages.trust || !messages.common) continue;
      out.set(locale.key, await trustPdf(messages.trust, reviewedLabel(messages.common, messages.trust), { origin: site.origin, mailbox: site.mailboxes.security }));
    }
    files = out;
    return out;
  };
  const plugin: Plugin & { api: { forgetSources: () => void } } = {
    name: 'quorvia:trust-pdf',
    // Typeset from locales/: the dev server asks for a new one after an edit there.
    api: { forgetSources: () => (files = null) },
    async buildStart() {
      if (this.environment?.mode === 'dev') return;
      await build();
    },
    configureServer(server) {
      server.middlewares.use(emittedFilesMiddleware('/media/trust/', async () => [...(await build())].map(([key, source]) => ({ fileName: overviewFile(key), source }))));
    },
    resolveId(id) {
      return id === MODULE ? `\0${MODULE}` : null;
    },
    async load(id) {
      if (id !== `\0${MODULE}`) return null;
      const entries = [...(await build())].map(([key, bytes]) => [key, { href: `/${overviewFile(key)}`, kb: Math.max(1, Math.round(bytes.length / 1024)) }]);
      return `export default ${JSON.stringify(Object.fromEntries(entries))};`;
    },
    async generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      for (const [key, bytes] of await build()) this.emitFile({ type: 'asset', fileName: overviewFile(key), source: bytes });
    },
  };
  return plugin;
}
