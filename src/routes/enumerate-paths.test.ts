import { describe, expect, it } from 'vitest';
import { LOCALES } from '../lib/i18n/locales';
import { enumeratePaths, pathToFile } from './enumerate-paths';
import { PAGE_ROUTES } from './route-table';
import { buildRoutes } from './build-routes';

describe('enumeratePaths', () => {
  it('lists every route of the table in all six languages', () => {
    const paths = enumeratePaths(PAGE_ROUTES, LOCALES, {});
    const fixed = PAGE_ROUTES.reduce((n, r) => n + (r.staticPaths === undefined ? 1 : typeof r.staticPaths === 'string' ? 0 : r.staticPaths.length), 0);
    expect(paths).toHaveLength(fixed * 6);
    expect(paths.map((p) => p.path)).toEqual(expect.arrayContaining(['/solution/monitor', '/lu/solution/create']));
    expect(paths.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/', '/uk', '/fr', '/es', '/pt', '/lu', '/404', '/fr/404', '/lu/404']),
    );
  });

  it('expands dynamic routes once per content id, relative to each language root', () => {
    const routes = [
      { id: 'home', path: '' },
      { id: 'article', path: 'hub/:id', staticPaths: 'blog' as const },
    ];
    const paths = enumeratePaths(routes, LOCALES, { blog: ['a', 'b'] }).map((p) => p.path);
    expect(paths).toContain('/hub/a');
    expect(paths).toContain('/fr/hub/b');
    expect(paths).toContain('/uk/hub/a');
    expect(paths).not.toContain('/hub/:id');
    expect(paths.filter((p) => p.includes('/hub/'))).toHaveLength(12);
  });

  it('writes flat files with no trailing slash', () => {
    expect(pathToFile('/')).toBe('index.html');
    expect(pathToFile('/fr')).toBe('fr.html');
    expect(pathToFile('/fr/solution/monitor')).toBe('fr/solution/monitor.html');
  });
});

describe('buildRoutes', () => {
  type Node = { path?: string; children?: Node[]; index?: boolean };
  const collect = (nodes: Node[], out: Node[] = []): Node[] => {
    for (const node of nodes) {
      out.push(node);
      if (node.children) collect(node.children, out);
    }
    return out;
  };

  it('has one root per language plus the /en redirects', () => {
    const roots = buildRoutes().map((r) => r.path);
    expect(roots).toEqual(['/', '/uk', '/fr', '/es', '/pt', '/lu', '/en/*', '/en']);
  });

  it('never shares a route object between parents (react-router ids are per object)', () => {
    const all = collect(buildRoutes() as Node[]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives every language the same children, ending with a catch-all not-found route', () => {
    const roots = buildRoutes().slice(0, 6) as Node[];
    const shapes = roots.map((r) => (r.children ?? []).map((c) => (c.index ? '(index)' : c.path)));
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
    expect(shapes[0]?.at(-1)).toBe('*');
  });
});
