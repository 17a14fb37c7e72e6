import type { Plugin } from 'vite';

const STAND_IN = '\0client-helmet';

/**
 * vite-react-ssg wraps the browser app in react-helmet-async's provider (about 6 KB gzip with its
 * dependencies) although the site writes its head with unhead and never renders <Head>. In the
 * browser build the provider becomes a pass-through; the prerender keeps the real package, whose
 * collected (empty) context vite-react-ssg reads. Providers render no elements, so hydration
 * matches either way.
 */
export function clientHelmetPlugin(): Plugin {
  return {
    name: 'quorvia:client-helmet',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return source === 'react-helmet-async' && !options?.ssr ? STAND_IN : null;
    },
    load(id) {
      if (id !== STAND_IN) return null;
      return [
        'export const HelmetProvider = ({ children }) => children;',
        "export const Helmet = () => { throw new Error('The site writes its head with unhead; vite-react-ssg <Head> is not available.'); };",
      ].join('\n');
    },
  };
}
