/**
 * Every page announces an oEmbed file (spec, "Page metadata"). Articles and jobs have their own
 * (the embed preview in a frame); every other page gets a "link" oEmbed at this path, which the
 * postbuild writes from the page's finished head.
 */
export const PAGE_OEMBED_DIR = '/assets/pages';

/** `/` -> `/assets/pages/index.oembed.json`; `/fr/solution` -> `/assets/pages/fr/solution.oembed.json`. */
export function pageOembedPath(localizedPath: string): string {
  return `${PAGE_OEMBED_DIR}${localizedPath === '/' ? '/index' : localizedPath}.oembed.json`;
}
