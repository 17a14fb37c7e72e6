/**
 * react-dom/server as vite-react-ssg sees it (light-dom-hooks.mjs): the same API, with React's
 * outlining of large Suspense boundaries turned off. React 19 streams a finished boundary bigger
 * than progressiveChunkSize after the page and moves it in with an inline script; a prerendered
 * page is written once it is all ready, so every boundary (the on-demand parts of
 * src/lib/on-demand) belongs where it is, readable without JavaScript.
 */
import * as server from 'react-dom/server';

export * from 'react-dom/server';

export function renderToPipeableStream(children, options = {}) {
  return server.renderToPipeableStream(children, { progressiveChunkSize: Number.POSITIVE_INFINITY, ...options });
}
