/**
 * An incremental build's shortcut to a page's route data (render-worker.ts): the previous build
 * recorded which route loaders the page ran and with what params (page-fingerprint.ts), and
 * calling them again gives the same data react-router's static handler would. That handler, made
 * afresh for every page as vite-react-ssg does, flattened and ranked the route table each time:
 * more than half of the check's time per page.
 */
import { createStaticHandler } from 'react-router-dom/server.js';
import type { LoaderCall } from '../incremental/page-fingerprint';
import { ownLoaderData, pageUrl, type PageData } from './ssg-page.mjs';

type Loader = (args: { request: Request; params: LoaderCall[1]; context: unknown }) => unknown;
interface DataRoute {
  id: string;
  loader?: Loader;
  children?: DataRoute[];
}

/** The loaders a page ran, in the order its route data holds them. */
export function loaderCalls({ loaderData, matches }: Pick<PageData, 'loaderData' | 'matches'>): LoaderCall[] {
  return Object.keys(loaderData ?? {}).map((id) => {
    const match = matches.find((m) => m.route.id === id);
    if (!match) throw new Error(`loader-calls: route ${id} has data but is not among the page's matches`);
    return [id, match.params];
  });
}

/** The whole table's routes by id, with ids as react-router gives them (tree positions). */
export function routesById(routes: readonly unknown[], base: string): Map<string, DataRoute> {
  const { dataRoutes } = createStaticHandler([...routes] as Parameters<typeof createStaticHandler>[0], { basename: base });
  const byId = new Map<string, DataRoute>();
  const walk = (list: readonly DataRoute[]) => {
    for (const route of list) {
      byId.set(route.id, route);
      if (route.children) walk(route.children);
    }
  };
  walk(dataRoutes as unknown as DataRoute[]);
  return byId;
}

/**
 * The page's route data from its recorded loaders, or null when that cannot stand in for the
 * handler's query (a route gone, a loader that throws, returns nothing or a Response): the page
 * is then rendered.
 */
export async function callLoaders(byId: ReadonlyMap<string, DataRoute>, base: string, path: string, calls: readonly LoaderCall[]): Promise<{ loaderData: Record<string, unknown> | undefined } | null> {
  const request = new Request(pageUrl(base, path).href);
  const loaderData: Record<string, unknown> = {};
  try {
    for (const [id, params] of calls) {
      const route = byId.get(id);
      if (!route) return null;
      // react-router lists a lazy route without a loader with no value (the language roots).
      if (!route.loader) {
        loaderData[id] = undefined;
        continue;
      }
      const value = await route.loader({ request, params, context: undefined });
      if (value === undefined || value instanceof Response) return null;
      loaderData[id] = value;
    }
  } catch {
    return null;
  }
  return { loaderData: ownLoaderData(loaderData) };
}
