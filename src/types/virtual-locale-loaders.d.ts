// Type of the build-generated module `virtual:locale-loaders` (scripts/vite/locales-plugin.ts).
import type { ResourceLanguage } from 'i18next';
import type { LocaleKey } from '../lib/i18n/locales';
import type { Namespace } from '../lib/i18n/namespaces';

declare const loaders: Record<LocaleKey, Record<Namespace, () => Promise<{ default: ResourceLanguage[string] }>>>;
export default loaders;
