import { describe, expect, it } from 'vitest';
import { dropUnmatchedRenderBlock as dropOnParts } from './render-block';
import { onWholePage } from './page-parts';

const dropUnmatchedRenderBlock = onWholePage(dropOnParts);

const head = '<head><meta charset="utf-8"><link rel="expect" href="#site-footer" blocking="render">\n<title>x</title></head>';

describe('render block', () => {
  it('keeps the render block on a page with the element it waits for', () => {
    const page = `${head}<body><main id="main"></main><footer id="site-footer"></footer></body>`;
    expect(dropUnmatchedRenderBlock(page)).toBe(page);
  });

  it('drops it on a page without that element', () => {
    const page = `${head}<body><main id="main"></main></body>`;
    expect(dropUnmatchedRenderBlock(page)).toBe('<head><meta charset="utf-8"><title>x</title></head><body><main id="main"></main></body>');
  });
});
