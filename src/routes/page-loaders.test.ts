import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './route-table';
import { PAGE_LOADERS, pageLoader } from './page-loaders';

describe('page loaders', () => {
  it('has a loader for every route of the table and none for a route it lacks', () => {
    const routeIds = PAGE_ROUTES.map((route) => route.id).sort();
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(routeIds);
  });

  it('names the route whose loader is missing', () => {
    expect(pageLoader('home')).toBe(PAGE_LOADERS.home);
    expect(() => pageLoader('nowhere')).toThrow(/route nowhere has no page loader/);
  });
});
