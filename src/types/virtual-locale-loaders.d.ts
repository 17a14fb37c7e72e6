// Type of the build-generated module `virtual:locale-loaders` (scripts/vite/locales-plugin.ts).
import type { ResourceLanguage } from 'i18next';
import type { LocaleKey } from '../lib/i18n/locales';
import type { Namespace } from '../lib/i18n/namespaces';

/** Browser: the folder of the translation files (`<key>-<namespace>.json`); '' at build. */
export declare const base: string;
/** Build only: the translation modules. */
export declare const modules: Record<LocaleKey, Record<Namespace, () => Promise<{ default: ResourceLanguage[string] }>>> | undefined;
