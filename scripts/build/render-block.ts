/**
 * index.html asks the browser not to paint before the element `#site-footer` is parsed (a
 * half-parsed page moved as its parts arrived). A page without the site's footer (the bare embed
 * preview) would wait for the end of the document anyway, and its link would point at an id it
 * does not have, so the link is dropped there.
 */
const EXPECT = /<link rel="expect" href="#([\w-]+)" blocking="render">\n?/g;

export function dropUnmatchedRenderBlock(html: string): string {
  return html.replace(EXPECT, (tag, id: string) => (html.includes(` id="${id}"`) ? tag : ''));
}
