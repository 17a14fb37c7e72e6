import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_LOAD_HANDLE } from './document-load';
import { isFetchFailure } from './stale-chunk';
import { writePageHydration } from './page-hydration';

const TEMPLATE = '<html><body><script>window.__staticRouterHydrationData = JSON.parse("{\\"loaderData\\":{},\\"actionData\\":null,\\"errors\\":null}");</script><script>window.__VITE_REACT_SSG_HASH__ = \'{build}\'</script></body></html>';
const page = (loaderData: Record<string, unknown>, hash = 'build-1') => writePageHydration(TEMPLATE.replace('{build}', hash), loaderData);

type Served = { status?: number; body: string; redirectedTo?: string };
let served: Record<string, Served>;
let fetched: string[];
let assigned: string[];

beforeEach(() => {
  vi.resetModules();
  served = {};
  fetched = [];
  assigned = [];
  vi.stubGlobal('window', { __VITE_REACT_SSG_HASH__: 'build-1', location: { href: 'https://www.quorvia.example/hub', assign: (url: string) => assigned.push(url) } });
  vi.stubGlobal('fetch', async (path: string) => {
    fetched.push(path);
    const answer = served[path];
    if (!answer) throw new TypeError('Failed to fetch');
    const response = new Response(answer.body, { status: answer.status ?? 200 });
    if (answer.redirectedTo) Object.defineProperties(response, { redirected: { value: true }, url: { value: `https://www.quorvia.example${answer.redirectedTo}` } });
    return response;
  });
});
afterEach(() => vi.unstubAllGlobals());

async function loaders(): Promise<Record<string, LoaderFunction>> {
  const { withPageDataLoaders } = await import('./page-data-loader');
  const staticLoader = () => 'vite-react-ssg';
  const routes: RouteObject[] = [
    { id: '0', path: '/', loader: staticLoader, children: [{ id: '0-1', path: 'hub/:id', loader: staticLoader }] },
    { id: '1', path: '/fr/*', loader: staticLoader, handle: DOCUMENT_LOAD_HANDLE },
    { id: '2', path: '/static' },
  ];
  const [layout, other, plain] = withPageDataLoaders(routes);
  return { layout: layout!.loader as LoaderFunction, article: layout!.children![0]!.loader as LoaderFunction, other: other!.loader as LoaderFunction, plain: plain!.loader as LoaderFunction };
}

const call = (loader: LoaderFunction, url: string) => loader({ request: new Request(`https://www.quorvia.example${url}`), params: {}, context: undefined });

describe('route data read from the pages', () => {
  it('gives each route its data from one fetch of the page', async () => {
    served['/hub/a'] = { body: page({ '0': { header: 1 }, '0-1': { article: 'a' } }) };
    const { layout, article } = await loaders();
    expect(await Promise.all([call(layout!, '/hub/a?sort=new'), call(article!, '/hub/a')])).toEqual([{ header: 1 }, { article: 'a' }]);
    expect(await call(article!, '/hub/a')).toEqual({ article: 'a' });
    expect(fetched).toEqual(['/hub/a']);
  });

  it('leaves document-load routes and routes without a loader as they were', async () => {
    const { other, plain } = await loaders();
    expect(await call(other!, '/fr/hub')).toBe('vite-react-ssg');
    expect(plain).toBeUndefined();
  });

  it('is null for a route the page has no data for, and for the 404 page', async () => {
    served['/about'] = { body: page({ '0': { header: 1 } }) };
    served['/hub/gone'] = { status: 404, body: page({ '0': { header: 1 } }) };
    const { article } = await loaders();
    expect(await call(article!, '/about')).toBeNull();
    expect(await call(article!, '/hub/gone')).toBeNull();
  });

  it('fails as a fetch failure for a page of another build, an error status or a foreign response, and tries again next time', async () => {
    served['/hub/a'] = { body: page({ '0-1': { article: 'a' } }, 'build-2') };
    served['/hub/b'] = { status: 503, body: 'Service Unavailable' };
    served['/hub/c'] = { body: '<html>captive portal</html>' };
    const { article } = await loaders();
    for (const path of ['/hub/a', '/hub/b', '/hub/c', '/hub/offline']) {
      const error = await Promise.resolve(call(article!, path)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(isFetchFailure(error)).toBe(true);
    }
    served['/hub/a'] = { body: page({ '0-1': { article: 'a' } }) };
    expect(await call(article!, '/hub/a')).toEqual({ article: 'a' });
    expect(fetched.filter((p) => p === '/hub/a')).toHaveLength(2);
  });

  it('loads the target of a redirect as a document', async () => {
    served['/en/hub'] = { body: page({ '0': { header: 1 } }), redirectedTo: '/hub' };
    const { layout } = await loaders();
    const outcome = await Promise.race([call(layout!, '/en/hub'), new Promise((resolve) => setTimeout(() => resolve('pending'), 50))]);
    expect(outcome).toBe('pending');
    expect(assigned).toEqual(['https://www.quorvia.example/hub']);
  });
});
