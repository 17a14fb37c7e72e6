import { ViteReactSSG } from 'vite-react-ssg';
import { buildRoutes } from './routes/build-routes';
import { applyServerHead } from './lib/head/server-heads';
import { installDataFetchFallback } from './lib/routing/data-fetch-fallback';
import './styles/global.css';

export const createRoot = ViteReactSSG(
  {
    routes: buildRoutes(),
    customCreateRouter: installDataFetchFallback,
  },
  (context) => {
    if (!context.isClient && context.routePath !== undefined) {
      const routePath = context.routePath;
      // vite.config.ts calls this from onPageRendered with the page's finished HTML.
      Object.assign(context, { renderHead: (html: string) => applyServerHead(routePath, html) });
    }
  },
);
