import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFSCREEN_BLOCKS, RENDERED_ATTRIBUTE, offscreenRenderSteps } from './offscreen-render';
import { fakeDocument } from './fake-document';

describe('offscreen blocks', () => {
  it('are rendered one per step, then the root says every block has been', () => {
    const { document, selectors, marked } = fakeDocument(['overview', 'footer']);
    const steps = offscreenRenderSteps(document);
    expect(selectors).toEqual([OFFSCREEN_BLOCKS]);
    expect(steps).toHaveLength(3);
    steps[0]!();
    expect(marked(RENDERED_ATTRIBUTE)).toEqual(['overview']);
    steps[1]!();
    steps[2]!();
    expect(marked(RENDERED_ATTRIBUTE)).toEqual(['html', 'overview', 'footer']);
  });

  it('are the list global.css skips, so the two cannot drift apart', () => {
    const css = readFileSync(new URL('../../styles/global.css', import.meta.url), 'utf8');
    expect(css).toContain(`html:not([${RENDERED_ATTRIBUTE}]) :is(${OFFSCREEN_BLOCKS}):not([${RENDERED_ATTRIBUTE}], [${RENDERED_ATTRIBUTE}] *) {\n  content-visibility: auto;`);
  });
});
