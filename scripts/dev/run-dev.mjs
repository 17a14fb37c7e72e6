/**
 * `npm run dev`: vite-react-ssg's dev server, which renders every page on the server per request
 * (as the build prerenders it) and hydrates it with Vite's modules. Content and locale edits are
 * handled by scripts/vite/dev-server-plugin.ts. PORT picks the port (default 5173); DEV_CACHE_DIR
 * moves Vite's dependency cache (the dev server test starts from an empty one, like a fresh clone).
 * Plain JavaScript, like the build's runner, so no TypeScript loader is needed before Vite's own.
 */
import { createServer } from 'node:net';

// vite.config.ts imports without file extensions, which Vite's bundled config loader handles; its
// advice about the native loader is a page of text above the server's address.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
// The dev server is a development site unless SITE_ENV says otherwise (src/config/site-env.ts).
process.env.SITE_ENV ||= 'development';

const port = Number(process.env.PORT ?? 5173);

// vite-react-ssg prints a taken port as a stack trace; try the port first and say it in one line,
// as scripts/lib/server-start.ts does for npm start.
const free = await new Promise((done) => {
  const probe = createServer();
  probe.once('error', (error) => done(error.code !== 'EADDRINUSE'));
  probe.listen(port, 'localhost', () => probe.close(() => done(true)));
});
if (!free) {
  console.error(`Port ${port} is in use: stop the other server or run PORT=${port + 1} npm run dev`);
  process.exit(1);
}

const { dev } = await import('vite-react-ssg/node');
await dev({}, { server: { port, strictPort: true }, ...(process.env.DEV_CACHE_DIR ? { cacheDir: process.env.DEV_CACHE_DIR } : {}) });
