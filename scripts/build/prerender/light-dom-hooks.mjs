/**
 * Module hook for vite-react-ssg's imports only: `jsdom` is light-dom.mjs and `react-dom/server`
 * is react-dom-server.mjs. Nobody else is affected.
 */
const REPLACEMENTS = {
  jsdom: new URL('./light-dom.mjs', import.meta.url).href,
  'react-dom/server': new URL('./react-dom-server.mjs', import.meta.url).href,
};

export async function resolve(specifier, context, next) {
  if (Object.hasOwn(REPLACEMENTS, specifier) && context.parentURL?.includes('/node_modules/vite-react-ssg/')) {
    return { url: REPLACEMENTS[specifier], shortCircuit: true };
  }
  return next(specifier, context);
}
