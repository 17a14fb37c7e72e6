/** Module hook: vite-react-ssg's `import { JSDOM } from 'jsdom'` gets light-dom.mjs; nobody else is affected. */
const LIGHT_DOM = new URL('./light-dom.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'jsdom' && context.parentURL?.includes('/node_modules/vite-react-ssg/')) {
    return { url: LIGHT_DOM, shortCircuit: true };
  }
  return next(specifier, context);
}
