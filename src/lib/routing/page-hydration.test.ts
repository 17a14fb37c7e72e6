import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { readPageHydration, writePageHydration } from './page-hydration';

/** A page as the build writes it: react-router's own hydration script, then vite-react-ssg's hash. */
async function prerendered(data: object): Promise<string> {
  const routes = [{ id: 'page', path: '/', loader: () => data, element: createElement('p', null, 'page') }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('https://www.quorvia.example/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const body = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
  return `<!doctype html><html><body><div id="root">${body}</div><script>window.__VITE_REACT_SSG_HASH__ = 'k3x9'</script></body></html>`;
}

// Text that HTML escaping, JSON escaping and both quote kinds all touch.
const tricky = { title: '</script><script>alert("x")</script> & “quotes” \u2028 l\'été', nested: [{ n: 1 }, null] };

describe('page hydration', () => {
  it('reads the route data and build hash react-router and vite-react-ssg write', async () => {
    const page = readPageHydration(await prerendered(tricky));
    expect(page).toEqual({ loaderData: { page: tricky }, buildHash: 'k3x9' });
  });

  it('is null for what is not a prerendered page', () => {
    expect(readPageHydration('<html><body>Service Unavailable</body></html>')).toBeNull();
    expect(readPageHydration('window.__staticRouterHydrationData = JSON.parse("{not json")')).toBeNull();
    expect(readPageHydration('window.__staticRouterHydrationData = JSON.parse("null")')).toBeNull();
  });

  it('has no build hash when the page names none', async () => {
    const html = (await prerendered({ a: 1 })).replace(/<script>window\.__VITE_REACT_SSG_HASH__[^<]*<\/script>/, '');
    expect(readPageHydration(html)?.buildHash).toBeNull();
  });

  it('writes other route data into a page, escaped as react-router escapes it', async () => {
    const html = await prerendered({ a: 1 });
    const rewritten = writePageHydration(html, { page: tricky });
    expect(readPageHydration(rewritten)).toEqual({ loaderData: { page: tricky }, buildHash: 'k3x9' });
    // Nothing in the data can close the script early.
    expect(rewritten.match(/<\/script>/g)?.length).toBe(html.match(/<\/script>/g)?.length);
    expect(rewritten).toBe(await prerendered(tricky));
  });
});
