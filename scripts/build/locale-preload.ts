/**
 * The page's translations (the shell's namespace and its own) are needed before hydration;
 * announcing them in the HTML lets the browser fetch them alongside the app instead of after it.
 * `crossorigin` makes the preload's request match fetch()'s (CORS mode, same-origin credentials).
 */
export function addLocalePreload(urls: readonly string[], html: string): string {
  const tags = urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`);
  return html.replace('</head>', `${tags.join('')}</head>`);
}
