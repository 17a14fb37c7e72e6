import type { ResourceLanguage } from 'i18next';
import { base, modules } from 'virtual:locale-loaders';
import type { LocaleKey } from './locales';
import { localeFileName, type Namespace } from './namespaces';
import { withRetry } from '../net/with-retry';

type Bundle = ResourceLanguage[string];

async function fetchBundle(key: LocaleKey, ns: Namespace): Promise<Bundle> {
  const response = await fetch(`${base}${localeFileName(key, ns)}`);
  if (!response.ok) throw new Error(`Failed to fetch translations ${key}/${ns}: HTTP ${response.status}`);
  return (await response.json()) as Bundle;
}

/**
 * One language's namespace: a JSON file in the browser, a module at build (both made by
 * scripts/vite/locales-plugin.ts from locales/<key>/<namespace>.json; `uk` arrives merged over `en`).
 * Spec 001 section 9: up to 5 tries, 350 ms first wait, doubling.
 */
export async function loadNamespace(key: LocaleKey, ns: Namespace): Promise<Bundle> {
  const table = modules;
  const load = table ? async () => (await table[key][ns]()).default : () => fetchBundle(key, ns);
  return withRetry(load, { tries: 5, firstDelayMs: 350 });
}
