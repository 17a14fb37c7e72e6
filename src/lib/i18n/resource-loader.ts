import type { ResourceLanguage } from 'i18next';
import loaders from 'virtual:locale-loaders';
import type { LocaleKey } from './locales';
import type { Namespace } from './namespaces';
import { withRetry } from '../net/with-retry';

/**
 * Each namespace of each language is its own chunk (`virtual:locale/<key>-<namespace>`, built by
 * scripts/vite/locales-plugin.ts from locales/<key>/<namespace>.json; `uk` arrives merged over `en`).
 * Spec 001 section 9: up to 5 tries, 350 ms first wait, doubling.
 */
export async function loadNamespace(key: LocaleKey, ns: Namespace): Promise<ResourceLanguage[string]> {
  const module = await withRetry(() => loaders[key][ns](), { tries: 5, firstDelayMs: 350 });
  return module.default;
}
