import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocale, type LocaleKey } from './locales';
import { NAMESPACES, SHELL_NAMESPACE, type Namespace } from './namespaces';
import { loadNamespace } from './resource-loader';

type Bundle = ResourceLanguage[string];

/**
 * One i18next instance per language. Pages of different languages render concurrently at build,
 * so a shared instance switched with changeLanguage would leak strings between pages. In the
 * browser the instance gains namespaces as pages need them.
 */
const instances = new Map<LocaleKey, I18n>();
const pending = new Map<string, Promise<void>>();

function createInstance(key: LocaleKey, resources: Partial<Record<Namespace, Bundle>>, onMissing?: (ns: string, key: string) => void): I18n {
  const instance = i18next.createInstance();
  // i18next picks plural rules from the language name, so it gets the real tag (en-GB, lb):
  // the URL keys uk and lu would select Ukrainian and Luba-Katanga rules.
  const tag = getLocale(key).tag;
  void instance.use(initReactI18next).init({
    lng: tag,
    fallbackLng: false,
    resources: { [tag]: resources as ResourceLanguage },
    ns: Object.keys(resources),
    defaultNS: SHELL_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
    ...(onMissing && {
      saveMissing: true,
      missingKeyHandler: (_lngs: readonly string[], ns: string, missing: string) => onMissing(ns, missing),
    }),
  });
  return instance;
}

function addBundle(key: LocaleKey, ns: Namespace, bundle: Bundle): void {
  const instance = instances.get(key);
  if (instance) instance.addResourceBundle(getLocale(key).tag, ns, bundle);
  else instances.set(key, createInstance(key, { [ns]: bundle }));
}

function loadOnce(key: LocaleKey, ns: Namespace): Promise<void> {
  if (instances.get(key)?.hasResourceBundle(getLocale(key).tag, ns)) return Promise.resolve();
  const id = `${key}-${ns}`;
  let promise = pending.get(id);
  if (!promise) {
    promise = loadNamespace(key, ns).then((bundle) => {
      addBundle(key, ns, bundle);
      pending.delete(id);
    });
    promise.catch(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

/** The instance for a language, if its resources are already here. */
export function getI18n(key: LocaleKey): I18n | undefined {
  return instances.get(key);
}

/** Loads namespaces of a language once each (the browser fetches only what it shows). */
export async function ensureNamespaces(key: LocaleKey, namespaces: readonly Namespace[]): Promise<void> {
  await Promise.all(namespaces.map((ns) => loadOnce(key, ns)));
}

/** A language with its shell namespace; the prerender loads every namespace at once. */
export async function ensureI18n(key: LocaleKey): Promise<I18n> {
  await ensureNamespaces(key, import.meta.env.SSR ? NAMESPACES : [SHELL_NAMESPACE]);
  const instance = instances.get(key);
  if (!instance) throw new Error(`Translations for "${key}" did not load`);
  return instance;
}

const pageInstances = new Map<string, I18n>();
const undeclared = new Map<string, Set<string>>();

/**
 * Prerender only: the language as one page sees it, with just the namespaces its route declares.
 * A key from any other namespace would be missing in the browser, so it is recorded here and
 * the build fails for that page (see takeUndeclaredKeys).
 */
export function pageI18n(key: LocaleKey, pageId: string, namespaces: readonly Namespace[]): I18n {
  const id = `${key}/${pageId}`;
  let instance = pageInstances.get(id);
  if (!instance) {
    const language = instances.get(key);
    const allowed = new Set<string>([SHELL_NAMESPACE, ...namespaces]);
    const resources = Object.fromEntries([...allowed].map((ns) => [ns, language?.getResourceBundle(getLocale(key).tag, ns) ?? {}]));
    instance = createInstance(key, resources, (ns, missing) => {
      if (allowed.has(ns)) return;
      const found = undeclared.get(id) ?? new Set<string>();
      found.add(`${ns}:${missing}`);
      undeclared.set(id, found);
    });
    pageInstances.set(id, instance);
  }
  return instance;
}

/** Keys a page used from namespaces its route does not declare (and forgets them). */
export function takeUndeclaredKeys(key: LocaleKey, pageId: string): string[] {
  const id = `${key}/${pageId}`;
  const found = [...(undeclared.get(id) ?? [])];
  undeclared.delete(id);
  return found;
}
