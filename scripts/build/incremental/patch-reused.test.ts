import { describe, expect, it } from 'vitest';
import { patchReused } from './patch-reused';

const renames = new Map([['static/main-1.js', 'static/main-22.js']]);

describe('patchReused', () => {
  it('renames every occurrence in tags', () => {
    const html = '<head><link rel="modulepreload" href="/static/main-1.js"><script type="module" src="/static/main-1.js"></script></head>';
    expect(patchReused(html, renames, 'html')).toBe(html.replaceAll('main-1.js', 'main-22.js'));
  });
  it('refuses a name inside an inline script, whose CSP hash would change', () => {
    expect(patchReused('<script>import("/static/main-1.js")</script>', renames, 'html')).toBeNull();
    expect(patchReused('<style>@import "/static/main-1.js";</style>', renames, 'html')).toBeNull();
  });
  it('refuses a name in a JSON file beside the page, whose data is in its hydration script too', () => {
    expect(patchReused('{"src":"/static/main-1.js"}', renames, 'data')).toBeNull();
    expect(patchReused('{"title":"x"}', renames, 'data')).toBe('{"title":"x"}');
  });
  it('leaves a file alone when there is nothing to rename', () => {
    expect(patchReused('<script>static/main-1.js</script>', new Map(), 'html')).toBe('<script>static/main-1.js</script>');
  });
});
