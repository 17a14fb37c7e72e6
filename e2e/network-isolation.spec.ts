import { expect, test } from './fixtures';

/** The suite's promise that nothing reaches the network (e2e/browser-launch.ts), checked by navigating the browser itself. */
test('third parties are unreachable unless a test fulfils them, by name or by address', async ({ page, baseURL }) => {
  const reach = (url: string) => page.goto(url).then((response) => `status ${response?.status()}`, (error: Error) => /net::ERR_\w+/.exec(error.message)?.[0] ?? error.message);
  // The site's own hosts resolve to the local server.
  expect(await reach(`http://www.quorvia.example:${new URL(baseURL!).port}/robots.txt`)).toBe('status 200');
  expect(await reach('http://beta.quorvia.example/robots.txt')).toBe('status 200');
  const unreachable = /^net::ERR_(NAME_NOT_RESOLVED|PROXY_CONNECTION_FAILED)$/;
  expect(await reach('https://www.youtube-nocookie.com/embed/x')).toMatch(unreachable);
  expect(await reach('http://93.184.215.14/')).toMatch(unreachable);
  expect(await reach('https://ipapi.quorvia-geo.example/json')).toMatch(unreachable);
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }));
  expect(await reach('https://www.youtube-nocookie.com/embed/x')).toBe('status 200');
});
