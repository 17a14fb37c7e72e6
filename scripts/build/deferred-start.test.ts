import { describe, expect, it } from 'vitest';
import { deferStart as deferStartOnParts, START_SCRIPT } from './deferred-start';
import { onWholePage } from './page-parts';

const deferStart = onWholePage(deferStartOnParts);

const page = [
  '<!DOCTYPE html><html><head><meta charset="UTF-8">',
  '<link rel="preload" href="/static/font.woff2" as="font" type="font/woff2" crossorigin>',
  '<script type="module" crossorigin src="/static/app-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/static/react-1.js">',
  '<link rel="canonical" href="https://www.quorvia.example/hub">',
  '<link rel="preload" as="fetch" crossorigin href="/static/i18n/1/en-common.json">',
  '</head><body><div id="root"></div><script>window.__VITE_REACT_SSG_HASH__ = "x"</script></body></html>',
].join('\n');

describe('deferStart', () => {
  it('moves the entry, its preloads and the translations into a template the loader starts', () => {
    const out = deferStart(page);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|type="module"|as="fetch"/);
    expect(head).toContain('rel="canonical"');
    expect(head).toContain('as="font"');
    expect(out).toContain(
      '<template id="app-start"><script type="module" crossorigin src="/static/app-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/static/react-1.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/static/i18n/1/en-common.json"></template>' +
        `<script>${START_SCRIPT}</script></body>`,
    );
    // After the hydration data, which the entry reads.
    expect(out.indexOf('__VITE_REACT_SSG_HASH__')).toBeLessThan(out.indexOf('app-start'));
    expect(out).not.toMatch(/\n\n/);
  });

  it('leaves a page without the app alone, and is idempotent', () => {
    const stub = '<!DOCTYPE html><html><head><meta charset="UTF-8"><link rel="canonical" href="/"></head><body></body></html>';
    expect(deferStart(stub)).toBe(stub);
    const once = deferStart(page);
    expect(deferStart(once)).toBe(once);
  });
});
