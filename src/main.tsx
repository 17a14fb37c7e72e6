// First, before any module reads the address: the router must see the page's own address.
import './lib/routing/canonical-address';
// The global sheet (tokens, fonts, primitives) before any component's module: the bundle keeps
// stylesheets in import order, and a module's own rules must come after the primitives it adds to.
import './styles/global.css';
import { ViteReactSSG } from 'vite-react-ssg';
import { buildRoutes } from './routes/build-routes';
import { applyServerHead } from './lib/head/server-heads';
import { installDataFetchFallback } from './lib/routing/data-fetch-fallback';
import { prefetchRouteData, readDataFromPages } from './lib/routing/page-data-loader';
import { installPrefetchOnIntent } from './lib/routing/prefetch-on-intent';
import { pageTranslations } from './routes/page-namespaces';
import { installPartTriggers, openPartsOnNavigation } from './lib/on-demand/part-triggers';
import { enableServerPartCache, rememberRenderedParts } from './lib/on-demand/server-part-cache';
import { splitLocale } from './lib/i18n/localize-path';

// Before hydration, so a click on a part that hydrates on demand is held, not lost.
if (!import.meta.env.SSR) installPartTriggers();
// The dev server's loaders run on the server (`?_data=`), so there is no page to fetch ahead.
if (!import.meta.env.SSR && import.meta.env.PROD) installPrefetchOnIntent(prefetchRouteData);

export const createRoot = ViteReactSSG(
  {
    // The browser gets the routes of the language it landed in (build-routes.tsx says why).
    routes: buildRoutes(import.meta.env.SSR ? undefined : splitLocale(window.location.pathname).locale.key),
    customCreateRouter: (routes, options) => openPartsOnNavigation(installDataFetchFallback(readDataFromPages(routes), options)),
  },
  (context) => {
    // import.meta.env.SSR lets the client bundle drop unhead's server renderer and HTML parser.
    if (import.meta.env.SSR && context.routePath !== undefined) {
      // The dev server passes the request URL, query included; the build passes the bare path.
      const routePath = context.routePath.replace(/[?#].*$/, '');
      const translations = pageTranslations(routePath);
      // vite.config.ts calls this from onPageRendered with the page's finished HTML.
      Object.assign(context, {
        localeFiles: translations.files,
        // The page workers' loop (scripts/build/prerender/ssg-page.mjs) renders shell parts that
        // are the same on every page of a language once per language.
        serverParts: { enable: enableServerPartCache, remember: rememberRenderedParts },
        renderHead: (html: string) => {
          translations.check();
          return applyServerHead(routePath, html);
        },
      });
    }
  },
);
