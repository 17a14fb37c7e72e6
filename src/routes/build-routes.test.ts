import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LOCALES } from '../lib/i18n/locales';
import { isDocumentLoadRoute } from '../lib/routing/document-load';
import { buildRoutes } from './build-routes';

/** Route ids as react-router and vite-react-ssg give them: the route's position in the tree. */
function withIds(routes: RouteObject[], parent: string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const path = [...parent, String(index)];
    const children = route.children ? withIds(route.children, path) : undefined;
    return { ...route, id: path.join('-'), ...(children ? { children } : {}) } as RouteObject;
  });
}

const ids = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;

describe('the browser route table', () => {
  const full = withIds(buildRoutes() as RouteObject[]);

  for (const locale of LOCALES) {
    const base = locale.prefix ? `/${locale.prefix}` : '';
    const own = [base || '/', `${base}/hub`, `${base}/hub/some-article`, `${base}/careers`, `${base}/no-such-page`];

    it(`matches ${locale.key} pages to the same route ids as the full table`, () => {
      const browser = withIds(buildRoutes(locale.key) as RouteObject[]);
      expect(browser).toHaveLength(full.length);
      for (const path of own) expect(ids(browser, path), path).toEqual(ids(full, path));
    });

    it(`sends other languages' pages to a document load from ${locale.key}`, () => {
      const browser = withIds(buildRoutes(locale.key) as RouteObject[]);
      for (const other of LOCALES.filter((l) => l.key !== locale.key)) {
        const path = other.prefix ? `/${other.prefix}/hub` : '/hub';
        const matches = matchRoutes(browser, path);
        expect(matches?.length, path).toBe(1);
        expect(isDocumentLoadRoute(matches![0]!.route), path).toBe(true);
      }
      // The /en redirect routes stay client-side.
      expect(isDocumentLoadRoute(matchRoutes(browser, '/en/hub')![0]!.route)).toBe(false);
    });
  }
});
