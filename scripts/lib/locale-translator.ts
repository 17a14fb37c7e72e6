import { createInstance, type TFunction } from 'i18next';
import { getLocale, type LocaleKey } from '../../src/lib/i18n/locales';
import { readLanguage, type Messages } from './locale-files';

/**
 * i18next's t over one language's messages as read from locales/, so that what the build
 * typesets outside the pages (the PDFs) and the formatters' tests go through the site's own
 * formatters (src/lib/dates) and interpolation exactly as a page does.
 */
export function messagesTranslator(key: LocaleKey, messages: Record<string, Messages>): TFunction {
  const i18n = createInstance();
  // The real tag, as the site's instances use: i18next takes plural rules from it (uk, lu are not tags).
  const tag = getLocale(key).tag;
  void i18n.init({
    lng: tag,
    fallbackLng: false,
    resources: { [tag]: messages },
    ns: Object.keys(messages),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18n.t;
}

/** The translator of one language from a locales folder (uk laid over en), for tests and scripts. */
export function localeTranslator(key: LocaleKey, localesDir = 'locales'): TFunction {
  return messagesTranslator(key, readLanguage(localesDir, key));
}
