/**
 * The CDN answers unknown URLs with 404.html. When the browser hydrates that HTML at some other
 * URL, the first render must show the not-found page too, not whatever route the URL matches.
 * Read once, before hydration, from the markup the build wrote.
 */
export const bootedOnNotFoundPage: boolean =
  typeof document !== 'undefined' && document.querySelector('#root [data-page="not-found"]') !== null;
