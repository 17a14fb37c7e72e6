import type { Plugin } from 'vite';
import { mergeMessages, readLocaleFolder, type Messages } from '../lib/locale-files';
import { LOCALE_KEYS } from '../../src/lib/i18n/locales';
import { LOCALE_MODULE_PREFIX, NAMESPACES, localeModuleId, parseLocaleModuleId } from '../../src/lib/i18n/namespaces';

const LOADERS = 'virtual:locale-loaders';

/**
 * Serves `virtual:locale/<key>-<namespace>` as one module per language and namespace, so the
 * browser fetches only the namespaces of the page it shows, and `virtual:locale-loaders`, the
 * table of dynamic imports that reaches them. Override sets (uk) are merged over en here, at build.
 */
export function localesPlugin(options: { localesDir: string; overrides: Record<string, string> }): Plugin {
  const cache = new Map<string, Record<string, Messages>>();
  const language = (key: string) => {
    let messages = cache.get(key);
    if (!messages) {
      const own = readLocaleFolder(options.localesDir, key);
      const base = options.overrides[key];
      messages = base ? mergeMessages(readLocaleFolder(options.localesDir, base), own) : own;
      cache.set(key, messages);
    }
    return messages;
  };
  return {
    name: 'quorvia:locales',
    buildStart() {
      cache.clear();
    },
    resolveId(id) {
      return id === LOADERS || id.startsWith(LOCALE_MODULE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const entries = LOCALE_KEYS.map((key) => {
          const imports = NAMESPACES.map((ns) => `${JSON.stringify(ns)}: () => import(${JSON.stringify(localeModuleId(key, ns))})`);
          return `${JSON.stringify(key)}: {${imports.join(', ')}}`;
        });
        return `export default {${entries.join(',\n')}};`;
      }
      if (!id.startsWith(`\0${LOCALE_MODULE_PREFIX}`)) return null;
      const { key, ns } = parseLocaleModuleId(id.slice(1));
      const messages = language(key)[ns];
      if (!messages) throw new Error(`locales/${key}: no ${ns}.json (nor in the language it overrides)`);
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
