/**
 * No render-blocking chain: a page's own stylesheets (4.6 to 9.2 KB gzip in all, the
 * shell's on-demand parts included) go into one <style> in its head, in their order, so the first
 * paint waits on no request.
 *
 * The <link> elements stay, `disabled` (Chromium does not fetch a disabled stylesheet): Vite's
 * preload helper skips a CSS dependency when a `link[rel=stylesheet]` with its href is in the
 * document, whatever its state. Without them, a chunk loaded later (a part hydrating, a page
 * reached client-side) would fetch the sheet again and append it after the page's other styles,
 * changing the cascade.
 */
import { posix } from 'node:path';
import { tagAttribute as attr } from './tag-attribute';
import type { PageParts } from './page-parts';

/** Marks the inlined element, so the budgets can weigh it as CSS rather than as HTML. */
export const INLINED_CSS_ATTR = 'data-inlined-css';

const LINK = /<link\b[^>]*>/g;
const isOwnSheet = (tag: string) => attr(tag, 'rel') === 'stylesheet' && (attr(tag, 'href') ?? '').startsWith('/static/') && !/\sdisabled\b/.test(tag);

/** Relative url()s in a sheet resolve against its file; inlined they would resolve against the page. */
function absoluteUrls(css: string, sheet: string): string {
  return css.replace(/url\(\s*(['"]?)(?![a-z][\w+.-]*:|\/|#)([^'")]+)\1\s*\)/gi, (_, quote: string, url: string) => `url(${quote}${posix.join(posix.dirname(sheet), url)}${quote})`);
}

/**
 * The pages of a build share a handful of sheet lists: each list's CSS (35 KB) is made and
 * checked once per reader of the build's sheets, not on every page.
 */
const madeCss = new WeakMap<(href: string) => string, Map<string, string>>();

function inlinedCss(hrefs: readonly string[], readSheet: (href: string) => string): string {
  let made = madeCss.get(readSheet);
  if (!made) madeCss.set(readSheet, (made = new Map()));
  const key = hrefs.join(' ');
  let css = made.get(key);
  if (css === undefined) {
    css = hrefs.map((href) => absoluteUrls(readSheet(href), href).trim()).join('\n');
    // The HTML parser ends a <style> at the first "</style"; no sheet of ours has one, but a build that did would break every page silently.
    if (/<\/style/i.test(css)) throw new Error(`a stylesheet of ${hrefs.join(', ')} contains "</style", which cannot be inlined`);
    made.set(key, css);
  }
  return css;
}

/** Puts the page's stylesheets into one <style> where the first of them stood, and disables their links. */
export function inlineStylesheets(page: PageParts, readSheet: (href: string) => string): PageParts {
  const hrefs = [...page.head.matchAll(LINK)].map((m) => m[0]).filter(isOwnSheet).map((tag) => attr(tag, 'href')!);
  if (hrefs.length === 0) return page;
  const css = inlinedCss(hrefs, readSheet);
  let placed = false;
  const head = page.head.replace(LINK, (tag) => {
    if (!isOwnSheet(tag)) return tag;
    const disabled = tag.replace(/\s*\/?>$/, ' disabled>');
    if (placed) return disabled;
    placed = true;
    return `<style ${INLINED_CSS_ATTR}>${css}</style>${disabled}`;
  });
  return { head, body: page.body };
}
