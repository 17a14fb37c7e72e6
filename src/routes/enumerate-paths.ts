import type { ContentIdList } from '../content/content-ids';
import type { LocaleDefinition } from '../lib/i18n/locales';
import { normalizePath } from '../lib/i18n/localize-path';
import type { PageRoute } from './route-table';

export interface PagePath {
  pageId: string;
  locale: string;
  /** Served URL path, e.g. /fr/hub/small-data. */
  path: string;
  /** Output file in dist/, following DESIGN.md's flat layout. */
  file: string;
}

export function pathToFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * Every page the build must write: each route of the table in each language, dynamic routes once
 * per content id. The same expansion vite-react-ssg performs on the router's routes.
 */
export function enumeratePaths(
  routes: readonly Pick<PageRoute, 'id' | 'path' | 'staticPaths'>[],
  locales: readonly LocaleDefinition[],
  ids: Partial<Record<ContentIdList, readonly string[]>>,
): PagePath[] {
  const out: PagePath[] = [];
  for (const locale of locales) {
    for (const route of routes) {
      const values = typeof route.staticPaths === 'string' ? (ids[route.staticPaths] ?? []) : route.staticPaths;
      const concrete = values ? values.map((id) => route.path.replace(/:[^/]+/, id)) : [route.path];
      for (const relative of concrete) {
        const path = normalizePath(`/${locale.prefix}/${relative}`);
        out.push({ pageId: route.id, locale: locale.key, path, file: pathToFile(path) });
      }
    }
  }
  return out;
}
