import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { matchedBranch, routesForPath } from './ssg-page.mjs';

const language = (path: string): RouteObject => ({ path, children: [{ index: true }, { path: 'hub' }, { path: 'hub/:id' }, { path: '*' }] });
const table: RouteObject[] = [language('/'), language('/fr'), language('/lu'), { path: '/en/*' }, { path: '/en' }];

describe('routesForPath', () => {
  it('keeps the root language, the language of the path and the splats; others become leaves in place', () => {
    const fr = routesForPath(table, '/fr/hub/a');
    expect(fr).toHaveLength(table.length);
    expect(fr[0]).toBe(table[0]);
    expect(fr[1]).toBe(table[1]);
    expect(fr[2]).toEqual({ path: '/lu/*' });
    expect(fr[3]).toBe(table[3]);
    expect(routesForPath(table, '/fr')).toBe(routesForPath(table, '/fr/hub'));
  });

  it('matches what the full table matches, for pages, unknown paths and the other prefixes', () => {
    for (const path of ['/', '/hub', '/hub/x', '/nope/deep', '/fr', '/fr/hub', '/fr/hub/x', '/fr/nope', '/lu/hub', '/en/hub', '/en', '/french']) {
      const trimmed = routesForPath(table, path);
      const full = matchRoutes(table, path)?.map((m) => m.pathname);
      expect(matchRoutes(trimmed, path)?.map((m) => m.pathname), path).toEqual(full);
      // The same route objects: the kept subtrees are the full table's own.
      const routes = (table: RouteObject[]) => matchRoutes(table, path)?.map((m) => m.route) ?? [];
      expect(routes(trimmed).every((route, i) => route === routes(table)[i]), path).toBe(true);
      expect(routes(trimmed)).toHaveLength(routes(table).length);
    }
  });
});

describe('matchedBranch', () => {
  it('gives the render a table of the matched branch alone, which matches the same routes and params', () => {
    for (const path of ['/', '/hub', '/hub/x', '/nope/deep', '/fr', '/fr/hub/x', '/fr/nope', '/en/hub']) {
      const matches = matchRoutes(table, path);
      const branch = matchedBranch(table, matches);
      expect(branch, path).toHaveLength(1);
      const again = matchRoutes(branch, path);
      expect(again?.map((m) => [m.pathname, m.params, m.route.path, m.route.index]), path).toEqual(matches?.map((m) => [m.pathname, m.params, m.route.path, m.route.index]));
    }
  });

  it('keeps the whole table when nothing matched', () => {
    expect(matchedBranch(table, null)).toBe(table);
    expect(matchedBranch(table, [])).toBe(table);
  });
});
