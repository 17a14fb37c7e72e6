import { resolve } from 'node:path';
import { isStubFile, isNotFoundFile, listPages, type DistPage } from '../scripts/lib/dist-pages';
import { LOCALES, type Locale } from '../src/lib/i18n/locales';
import { splitLocale } from '../src/lib/i18n/localize-path';

export const DIST = resolve('dist');

export interface BuiltPage extends DistPage {
  locale: Locale;
}

/** Every prerendered page of the build (no /en stubs, no 404 pages), with its language. */
export function builtPages(): BuiltPage[] {
  return listPages(DIST)
    .filter((p) => !isStubFile(p.file) && !isNotFoundFile(p.file))
    .map((p) => ({ ...p, locale: splitLocale(p.urlPath).locale }));
}

export { LOCALES };
