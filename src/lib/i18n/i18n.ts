import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocale, type LocaleKey } from './locales';
import { loadLocaleResources } from './resource-loader';

/**
 * One i18next instance per language. Pages of different languages render concurrently at build,
 * so a shared instance switched with changeLanguage would leak strings between pages.
 */
const instances = new Map<LocaleKey, I18n>();
const pending = new Map<LocaleKey, Promise<I18n>>();

function createInstance(key: LocaleKey, resources: Resource): I18n {
  const instance = i18next.createInstance();
  // i18next picks plural rules from the language name, so it gets the real tag (en-GB, lb):
  // the URL keys uk and lu would select Ukrainian and Luba-Katanga rules.
  const tag = getLocale(key).tag;
  void instance.use(initReactI18next).init({
    lng: tag,
    fallbackLng: false,
    resources: { [tag]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** The instance for a language, if its resources are already here. */
export function getI18n(key: LocaleKey): I18n | undefined {
  return instances.get(key);
}

/** Loads a language's resources once (the browser fetches only the active language). */
export function ensureI18n(key: LocaleKey): Promise<I18n> {
  const ready = instances.get(key);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(key);
  if (!promise) {
    promise = loadLocaleResources(key).then((resources) => {
      const instance = createInstance(key, resources);
      instances.set(key, instance);
      pending.delete(key);
      return instance;
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}
