import type { Plugin } from 'vite';
import { mergeMessages, readLocaleFolder, type Messages } from '../lib/locale-files';

const PREFIX = 'virtual:locale/';

/**
 * Serves `virtual:locale/<key>` as one module per language, so the browser fetches a single
 * chunk for the active language. Override sets (uk) are merged over en here, once, at build.
 */
export function localesPlugin(options: { localesDir: string; overrides: Record<string, string> }): Plugin {
  return {
    name: 'quorvia:locales',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const key = id.slice(PREFIX.length + 1);
      const own = readLocaleFolder(options.localesDir, key);
      const base = options.overrides[key];
      const messages: Record<string, Messages> = base
        ? mergeMessages(readLocaleFolder(options.localesDir, base), own)
        : own;
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
