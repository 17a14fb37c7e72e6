import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { APP_MARKER, matchedBranch, routesForPath, withApp } from './ssg-page.mjs';

const language = (path: string): RouteObject => ({ path, children: [{ index: true }, { path: 'hub' }, { path: 'hub/:id' }, { path: '*' }] });
const table: RouteObject[] = [language('/'), language('/fr'), language('/lu'), { path: '/en/*' }, { path: '/en' }];

/** The full table with the ids react-router gives its routes (their positions). */
function withIds(routes: RouteObject[], at: number[] = []): RouteObject[] {
  return routes.map((route, i) => ({ ...route, id: [...at, i].join('-'), children: route.children && withIds(route.children, [...at, i]) }) as RouteObject);
}

describe('routesForPath', () => {
  const paths = ['/', '/hub/', '/hub', '/hub/x', '/nope/deep', '/fr', '/fr/hub', '/fr/hub/x', '/fr/nope', '/FR/Hub/x', '/lu/hub', '/en/hub', '/en', '/french', '/fr/hub/x/y'];

  it('matches the routes the full table matches, with the same ids and params', () => {
    const full = withIds(table);
    for (const path of paths) {
      const expected = matchRoutes(full, path)?.map((m) => [m.route.id, m.pathname, m.params]);
      expect(matchRoutes(routesForPath(table, path), path)?.map((m) => [m.route.id, m.pathname, m.params]), path).toEqual(expected);
    }
  });

  it('keeps only the routes that can hold the path', () => {
    const fr = routesForPath(table, '/fr/hub/a');
    // The root language keeps its splat alone, /fr its hub/:id and its splat; /lu and /en go.
    expect(fr.map((route) => [route.id, route.children?.map((child) => child.id)])).toEqual([
      ['0', ['0-3']],
      ['1', ['1-2', '1-3']],
    ]);
  });

  it('gives paths of the same shape the same table', () => {
    expect(routesForPath(table, '/fr/hub/a')).toBe(routesForPath(table, '/fr/hub/b'));
    expect(routesForPath(table, '/fr/hub/a')).not.toBe(routesForPath(table, '/lu/hub/a'));
  });

  it('leaves an encoded path to the full table', () => {
    expect(routesForPath(table, '/fr/hub/caf%C3%A9')).toBe(table);
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

describe('withApp', () => {
  it('puts the app\'s markup where its marker stood, once, as it is ($ patterns included)', () => {
    expect(withApp(`<body><div id="root">${APP_MARKER}</div></body>`, '<p>$& $$ 5</p>')).toBe('<body><div id="root"><p>$& $$ 5</p></div></body>');
  });

  it('refuses a page that lost its marker or has two', () => {
    expect(() => withApp('<body></body>', '<p></p>')).toThrow(/marker/);
    expect(() => withApp(`${APP_MARKER}${APP_MARKER}`, '<p></p>')).toThrow(/marker/);
  });
});
