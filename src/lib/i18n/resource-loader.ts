import type { Resource } from 'i18next';
import type { LocaleKey } from './locales';
import { withRetry } from '../net/with-retry';

/**
 * Each language is its own chunk (`virtual:locale/<key>`, built by scripts/vite/locales-plugin.ts
 * from locales/<key>/*.json; `uk` arrives already merged over `en`).
 */
const loaders: Record<LocaleKey, () => Promise<{ default: Resource }>> = {
  en: () => import('virtual:locale/en'),
  uk: () => import('virtual:locale/uk'),
  fr: () => import('virtual:locale/fr'),
  es: () => import('virtual:locale/es'),
  pt: () => import('virtual:locale/pt'),
  lu: () => import('virtual:locale/lu'),
};

/** Spec 001 section 9: up to 5 tries, 350 ms first wait, doubling. */
export async function loadLocaleResources(key: LocaleKey): Promise<Resource> {
  const module = await withRetry(() => loaders[key](), { tries: 5, firstDelayMs: 350 });
  return module.default;
}
