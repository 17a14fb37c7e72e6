import { describe, expect, it } from 'vitest';
import { cachedPartHtml, enableServerPartCache, partInnerHtml, rememberRenderedParts } from './server-part-cache';

const part = (name: string, inner: string) => `<div class="on-demand-part" data-part="${name}">${inner}</div>`;
const NAV = '<!--$--><nav class="n"><div class="panel"><div><a href="/fr/solution">Solution</a></div></div><p>a &lt;div&gt; in text</p></nav><!--/$-->';

describe('server part cache', () => {
  it('takes what React wrote inside the part element, nested divs included', () => {
    const html = `<header>${part('header-nav', NAV)}<div>after</div></header>`;
    expect(partInnerHtml(html, 'header-nav')).toBe(NAV);
  });

  it('leaves a part uncached unless it is one whole Suspense boundary, once in the page, without script or style', () => {
    expect(partInnerHtml(part('x', '<nav></nav>'), 'x')).toBeNull();
    expect(partInnerHtml(part('x', '<!--$--><p>a</p><!--/$-->') + part('x', '<!--$--><p>b</p><!--/$-->'), 'x')).toBeNull();
    expect(partInnerHtml(part('x', '<!--$--><script>"</div>"</script><!--/$-->'), 'x')).toBeNull();
    expect(partInnerHtml(part('x', '<!--$--><p>a</p><!--/$-->'), 'y')).toBeNull();
    expect(partInnerHtml(`<div class="on-demand-part" data-part="x"><!--$--><div>`, 'x')).toBeNull();
  });

  it('renders a part once per key once enabled: the first page renders and keeps it, later pages reuse it', () => {
    expect(cachedPartHtml('footer', 'fr')).toBeUndefined();
    rememberRenderedParts(part('footer', '<!--$--><footer>fr</footer><!--/$-->'));
    // Not enabled (vite-react-ssg's loop): nothing was kept, every page renders every part.
    expect(cachedPartHtml('footer', 'fr')).toBeUndefined();

    enableServerPartCache();
    expect(cachedPartHtml('footer', 'fr')).toBeUndefined();
    expect(cachedPartHtml('header-nav', 'fr')).toBeUndefined();
    rememberRenderedParts(`${part('header-nav', NAV)}<main></main>${part('footer', '<!--$--><footer>fr</footer><!--/$-->')}`);
    expect(cachedPartHtml('footer', 'fr')).toBe('<!--$--><footer>fr</footer><!--/$-->');
    expect(cachedPartHtml('header-nav', 'fr')).toBe(NAV);
    // Another language is another key: rendered on its first page.
    expect(cachedPartHtml('footer', 'de')).toBeUndefined();
    rememberRenderedParts(part('footer', '<!--$--><footer>de</footer><!--/$-->'));
    expect(cachedPartHtml('footer', 'de')).toBe('<!--$--><footer>de</footer><!--/$-->');
    expect(cachedPartHtml('footer', 'fr')).toBe('<!--$--><footer>fr</footer><!--/$-->');
  });
});
