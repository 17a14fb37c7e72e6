/**
 * The blocks whose style and layout wait until they near the screen (`content-visibility: auto`
 * in src/styles/global.css, which repeats this list): every section of main after the first, and
 * the footer. Below the fold on a phone, they were most of the first paint's style and layout.
 */
export const OFFSCREEN_BLOCKS = '#main section:not(:first-child), #site-footer';

/**
 * Set on a block (or an element around it) once it renders like any other; on the root once every
 * block of the first page has.
 */
export const RENDERED_ATTRIBUTE = 'data-rendered';

/**
 * Once the app is idle, the skipped blocks are rendered one per step, so the page is whole for
 * anything that looks at it without scrolling (a full-page screenshot, printing, a reader mode)
 * and scrolling meets no rendering work. One block per step keeps each step's style and layout
 * short; all at once would be one task as long as the one the first paint saved.
 */
export function offscreenRenderSteps(doc: Document, target: (block: HTMLElement) => Element = (block) => block): Array<() => void> {
  const blocks = [...doc.querySelectorAll<HTMLElement>(OFFSCREEN_BLOCKS)];
  return [
    // `target`: where the mark goes. React checks the attributes of the server HTML it hydrates, so
    // a block inside a part still waiting for its code is marked through an element around it.
    ...blocks.map((block) => () => target(block).setAttribute(RENDERED_ATTRIBUTE, '')),
    // Pages reached by client-side navigation then render in full, as the router commits them.
    () => doc.documentElement.setAttribute(RENDERED_ATTRIBUTE, ''),
  ];
}
