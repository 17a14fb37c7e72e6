/**
 * Page arithmetic of the hub and newsroom lists, shared by the build (which pages exist, what each
 * holds) and the browser (links, the page window). Page 1 is the list's own URL; page n > 1 is
 * `{list}/page/{n}`, a prerendered page of its own that crawlers reach by links.
 */

/** Spec 000 and 001 section 9: the hub and the newsroom both show six cards a page. */
export const LIST_PAGE_SIZE = 6;

/** How many pages `count` cards fill; an empty list still has its one (empty) page. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / LIST_PAGE_SIZE));
}

/** The path of page `page` of the list at `base` (unprefixed, e.g. /hub). */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** The ids of the prerendered pages past the first of `pages`: '2', '3', ... (route table `staticPaths`). */
export function laterPageIds(pages: number): string[] {
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => String(index + 2));
}

/**
 * The page number a route parameter names, or null when no such page exists. Page 1 has no
 * `/page/1` URL (it is the list itself), so only 2..pages are valid; no parameter is page 1.
 */
export function pageFromParam(value: string | undefined, pages: number): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9]\d*$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 && page <= pages ? page : null;
}

export type PageWindowItem = number | 'gap';

/**
 * The numbered links a pager shows: all of them up to seven pages, else the first, the last and
 * the current page with its neighbours, with gaps between. The pager's size stays the same at
 * 10 or 10,000 posts, and every page is still reached by following links.
 */
export function pageWindow(page: number, pages: number): PageWindowItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set([1, pages, page - 1, page, page + 1]);
  if (page <= 4) for (let n = 2; n <= 5; n += 1) shown.add(n);
  if (page >= pages - 3) for (let n = pages - 4; n < pages; n += 1) shown.add(n);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: PageWindowItem[] = [];
  for (const n of numbers) {
    const previous = out.at(-1);
    // A gap of one page shows that page instead of an ellipsis standing for it.
    if (typeof previous === 'number' && n - previous === 2) out.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) out.push('gap');
    out.push(n);
  }
  return out;
}

/** A listing page's title or heading: the list's own on page 1, "… – Page 2" after it, so each page has its own. */
export function pagedTitle(title: string, page: number, pageLabel: (page: number) => string): string {
  return page > 1 ? `${title} – ${pageLabel(page)}` : title;
}

/**
 * A listing page's meta description: the list's own on page 1; past it the same words followed by
 * "Page 2 of 5" (`describe` words it in the page's language), so no later page repeats page 1's.
 */
export function pagedDescription(description: string, page: number, describe: (description: string) => string): string {
  return page > 1 ? describe(description) : description;
}
