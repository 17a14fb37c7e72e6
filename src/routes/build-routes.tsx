import type { RouteRecord } from 'vite-react-ssg';
import contentIds from 'virtual:content-ids';
import { LOCALES, type Locale, type LocaleKey } from '../lib/i18n/locales';
import { ensureI18n, ensureNamespaces } from '../lib/i18n/i18n';
import { LanguageRoot } from '../features/shell/language-root';
import { RouteError } from '../features/shell/route-error';
import { EnglishPrefixRedirect } from '../features/shell/english-prefix-redirect';
import { PAGE_ROUTES, type PageRoute } from './route-table';
import { pageLoader, type PageModule } from './page-loaders';
import { importOnce } from '../lib/routing/import-once';
import { beforeHydration, onDemandPage, serverPartsReady } from '../lib/on-demand/on-demand';
import { DOCUMENT_LOAD_HANDLE } from '../lib/routing/document-load';

/**
 * The prerender's loaders import the content layer once: each import() of a module already
 * loaded still goes through the build's module hooks, a round trip to their thread that took
 * about a fifth of an incremental build's check. Only the server build has loaders. Page modules
 * are imported once too, below, with vite-react-ssg's record of them replayed on every page (the
 * content layer has no client chunk, so it needs no record).
 */
let pageDataModule: Promise<typeof import('../content/page-data/load-page-data')> | undefined;
const loadPageDataModule = () => (pageDataModule ??= import('../content/page-data/load-page-data'));

/** The dev server re-imports what it changed, so only the production prerender keeps them. */
const prerenderLoads = new Map<string, () => Promise<PageModule>>();
function loadPage(page: PageRoute): Promise<PageModule> {
  if (!(import.meta.env.SSR && import.meta.env.PROD)) return pageLoader(page.id)();
  let load = prerenderLoads.get(page.id);
  if (!load) prerenderLoads.set(page.id, (load = importOnce(pageLoader(page.id))));
  return load();
}

function pageRoute(page: PageRoute, localeKey: LocaleKey): RouteRecord {
  // The page's translations arrive with its module, before it renders (hydration included). The
  // page the visitor lands on hydrates on demand (src/lib/on-demand): its code is not awaited.
  const lazy = async () => {
    const namespaces = ensureNamespaces(localeKey, page.namespaces ?? []);
    if (!import.meta.env.SSR && beforeHydration() && !page.eager) {
      await namespaces;
      return { Component: onDemandPage(page.id, () => pageLoader(page.id)().then((m) => m.default)) };
    }
    const [module] = await Promise.all([loadPage(page), namespaces]);
    return { Component: import.meta.env.SSR && !page.eager ? onDemandPage(page.id, module.default) : module.default };
  };
  const errorElement = <RouteError />;
  const route: RouteRecord = page.path === '' ? { index: true, lazy, errorElement } : { path: page.path, lazy, errorElement };
  if (import.meta.env.SSR && page.data) {
    // Server build only: the client never bundles the content layer (vite-react-ssg fetches the
    // data it wrote at build instead).
    const key = page.data;
    route.loader = async ({ params }) => (await loadPageDataModule()).loadPageData(key, params, localeKey);
  }
  if (page.staticPaths) {
    const list = page.staticPaths;
    const ids = () => (typeof list === 'string' ? (contentIds[list] ?? []) : list);
    // Relative to the language root: vite-react-ssg joins them with the parent path.
    route.getStaticPaths = () => ids().map((id) => page.path.replace(/:[^/]+/, id));
  }
  return route;
}

/** Fresh route objects per language: react-router assigns ids per object, so none are shared. */
function languageRoot(locale: Locale): RouteRecord {
  const notFound = PAGE_ROUTES.find((p) => p.id === 'not-found');
  return {
    path: locale.prefix ? `/${locale.prefix}` : '/',
    // /FR is no language (the host redirects it; src/lib/routing/canonical-address.ts otherwise):
    // matched as /fr, a 404 served there would be taken for another language's page and reloaded.
    caseSensitive: true,
    element: <LanguageRoot localeKey={locale.key} />,
    // Resources arrive before the language's pages render, at hydration and on navigation.
    lazy: (async () => {
      await Promise.all([ensureI18n(locale.key), import.meta.env.SSR && serverPartsReady()]);
      return {};
    }) as RouteRecord['lazy'],
    errorElement: <RouteError />,
    children: [
      ...PAGE_ROUTES.map((page) => pageRoute(page, locale.key)),
      // Any other path below this language shows its not-found page.
      ...(notFound ? [{ ...pageRoute(notFound, locale.key), path: '*' }] : []),
    ],
  };
}

/**
 * Another language's place in the browser's table: one splat route whose navigation becomes a
 * document load (src/lib/routing/document-load.ts), so the visitor gets that language's
 * prerendered page, head and translations in one request.
 */
function otherLanguage(locale: Locale): RouteRecord {
  return { path: locale.prefix ? `/${locale.prefix}/*` : '/*', caseSensitive: true, handle: DOCUMENT_LOAD_HANDLE };
}

/**
 * The server renders with every language's routes. The browser gets only those of the language it
 * landed in (`only`): react-router flattens and ranks the whole table on its first match, and the
 * six languages' 250 routes made that one of the largest tasks of a phone's first load. The
 * other languages keep their positions, so every route id (a tree position, which keys the
 * server's hydration and loader data) is the same in both tables.
 */
export function buildRoutes(only?: LocaleKey): RouteRecord[] {
  return [
    ...LOCALES.map((locale) => (only === undefined || locale.key === only ? languageRoot(locale) : otherLanguage(locale))),
    // /en/... is served as a redirect stub at build; in the browser it redirects the same way.
    { path: '/en/*', caseSensitive: true, element: <EnglishPrefixRedirect /> },
    { path: '/en', caseSensitive: true, element: <EnglishPrefixRedirect /> },
  ];
}
