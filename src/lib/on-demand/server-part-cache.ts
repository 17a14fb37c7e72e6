/**
 * At build, in the page workers: the HTML of a shell part that is the same on every page of a
 * language (the desktop menu and its panels, the footer, the announcement, the mobile menu's
 * button) is rendered by React once per language and worker, then written into later pages as
 * that HTML. The desktop menu alone is a third of an article page's markup.
 *
 * The browser is not told: a part's slot puts the HTML inside the same element React would have
 * rendered, so every page's bytes are as before and hydration sees the same DOM. vite-react-ssg's
 * own page loop, which the page-loop gate compares the workers' pages with file for file, never
 * enables the cache.
 */

import { PART_ATTRIBUTE } from './part-triggers';

/** The cached HTML by part and key (language and props). */
const kept = new Map<string, string>();
/** Parts rendered by React in the page being rendered, to be kept once its HTML is known. */
let pending: Array<{ name: string; key: string }> = [];
let enabled = false;

const id = (name: string, key: string) => `${name}\u0000${key}`;

/** Turns the cache on (the page workers' loop renders one page at a time). */
export function enableServerPartCache(): void {
  enabled = true;
}

/** The part's HTML from an earlier page, or undefined: then the slot renders it and it is kept. */
export function cachedPartHtml(name: string, key: string): string | undefined {
  if (!enabled) return undefined;
  const html = kept.get(id(name, key));
  if (html === undefined) pending.push({ name, key });
  return html;
}

/** Keeps the HTML of the parts React rendered in this page (the app's HTML, as React wrote it). */
export function rememberRenderedParts(appHtml: string): void {
  for (const { name, key } of pending) {
    const inner = partInnerHtml(appHtml, name);
    if (inner !== null) kept.set(id(name, key), inner);
  }
  pending = [];
}

/**
 * What React wrote inside the part's element: from its opening tag to the matching `</div>`.
 * React escapes `<` in text and attribute values, so every `<div` and `</div>` in between is a
 * tag, except inside a script or style element, which a part with one is left uncached for. Only a
 * whole Suspense boundary (`<!--$-->` to `<!--/$-->`, as the slot renders it) is taken.
 */
export function partInnerHtml(html: string, name: string): string | null {
  const open = `<div class="on-demand-part" ${PART_ATTRIBUTE}="${name}">`;
  const start = html.indexOf(open);
  if (start < 0 || html.indexOf(open, start + open.length) >= 0) return null;
  const from = start + open.length;
  const tags = /<(\/?)div[\s>]/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      const inner = html.slice(from, tag.index);
      const whole = inner.startsWith('<!--$-->') && inner.endsWith('<!--/$-->');
      return whole && !/<(script|style)[\s>]/.test(inner) ? inner : null;
    }
  }
  return null;
}
