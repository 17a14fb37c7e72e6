import { fileURLToPath } from 'node:url';
import { require as tsxRequire } from 'tsx/cjs/api';
import type * as MatchPageRoute from '../../routes/match-page-route';
import type * as RouteTable from '../../routes/route-table';

type Routes = typeof MatchPageRoute & Pick<typeof RouteTable, 'PAGE_ROUTES' | 'NOT_FOUND_ROUTE_ID'>;

let routes: Routes | null = null;

/**
 * The route table and its matching, read when a link is checked. Not a static import: the table
 * loads every page module lazily, and Vite's config bundler (the content check runs inside
 * vite.config.ts) follows those imports into the pages' CSS and fails. tsx reads the same files
 * at run time instead; Vite keeps import.meta.url pointing at this file when it bundles it.
 */
export function pageRoutes(): Routes {
  if (!routes) {
    const match = tsxRequire(fileURLToPath(new URL('../../routes/match-page-route.ts', import.meta.url)), import.meta.url) as typeof MatchPageRoute;
    const table = tsxRequire(fileURLToPath(new URL('../../routes/route-table.ts', import.meta.url)), import.meta.url) as typeof RouteTable;
    routes = { ...match, PAGE_ROUTES: table.PAGE_ROUTES, NOT_FOUND_ROUTE_ID: table.NOT_FOUND_ROUTE_ID };
  }
  return routes;
}
