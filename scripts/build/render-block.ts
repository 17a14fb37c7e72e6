import type { PageParts } from './page-parts';

/**
 * index.html asks the browser not to paint before the element `#site-footer` is parsed (a
 * half-parsed page moved as its parts arrived). A page without the site's footer (the bare embed
 * preview) would wait for the end of the document anyway, and its link would point at an id it
 * does not have, so the link is dropped there.
 */
const EXPECT = /<link rel="expect" href="#([\w-]+)" blocking="render">\n?/g;

/** The footer closes the body: looked for from the end. */
const hasId = ({ head, body }: PageParts, id: string) => body.lastIndexOf(` id="${id}"`) >= 0 || head.includes(` id="${id}"`);

/** The link is index.html's, in the head. */
export function dropUnmatchedRenderBlock(page: PageParts): PageParts {
  return { head: page.head.replace(EXPECT, (tag, id: string) => (hasId(page, id) ? tag : '')), body: page.body };
}
