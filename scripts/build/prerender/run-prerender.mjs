/**
 * The build's prerender step: vite-react-ssg's own build, with two changes measured by
 * `npm run bench` (README, "Build throughput"):
 * - React's production server renderer (NODE_ENV=production); the development build checks every
 *   element and made rendering three times slower.
 * - vite-react-ssg's use of jsdom (parse each finished page, add preload links, serialise it
 *   again) is answered by light-dom.mjs, which adds the same links to the string. jsdom took more
 *   time per page than React itself, and scripts/build/page-assets.ts rewrites the preloads anyway.
 * Plain JavaScript so that no TypeScript loader sits between Node and the hooks.
 */
import { register } from 'node:module';

process.env.NODE_ENV ??= 'production';
register('./light-dom-hooks.mjs', import.meta.url);

const { build } = await import('vite-react-ssg/node');
await build({}, {});
