import { describe, expect, it } from 'vitest';
import { callLoaders, loaderCalls, routesById } from './loader-calls';

// A language root without a loader, like the site's, with a page below it that has one.
const routes = [
  {
    path: '/',
    lazy: async () => ({}),
    children: [
      { path: 'hub/:id', loader: async ({ params }: { params: Record<string, string> }) => ({ post: params.id }) },
      { path: 'broken', loader: async () => { throw new Error('content error'); } },
      { path: 'nothing', loader: async () => undefined },
    ],
  },
];

describe('loader calls', () => {
  const byId = routesById(routes, '/');

  it('numbers routes as react-router does (tree positions)', () => {
    expect([...byId.keys()]).toEqual(['0', '0-0', '0-1', '0-2']);
  });

  it('records each route with data and its params, in the order the data holds them', () => {
    const matches = [{ route: { id: '0' }, params: { id: 'a' } }, { route: { id: '0-0' }, params: { id: 'a' } }];
    expect(loaderCalls({ loaderData: { 0: undefined, '0-0': { post: 'a' } }, matches })).toEqual([['0', { id: 'a' }], ['0-0', { id: 'a' }]]);
    expect(loaderCalls({ loaderData: undefined, matches })).toEqual([]);
    expect(() => loaderCalls({ loaderData: { '0-9': 1 }, matches })).toThrow(/0-9/);
  });

  it('calls the recorded loaders again, with no value for a route that has none', async () => {
    const result = await callLoaders(byId, '/', 'hub/a', [['0', { id: 'a' }], ['0-0', { id: 'a' }]]);
    expect(result).toEqual({ loaderData: { 0: undefined, '0-0': { post: 'a' } } });
    expect(Object.keys(result!.loaderData!)).toEqual(['0', '0-0']);
    expect(await callLoaders(byId, '/', 'about', [])).toEqual({ loaderData: undefined });
  });

  it('gives up, so the page is rendered, when a route is gone or a loader throws or returns nothing', async () => {
    expect(await callLoaders(byId, '/', 'x', [['0-7', {}]])).toBeNull();
    expect(await callLoaders(byId, '/', 'broken', [['0-1', {}]])).toBeNull();
    expect(await callLoaders(byId, '/', 'nothing', [['0-2', {}]])).toBeNull();
  });
});
