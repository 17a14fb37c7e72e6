import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../src/routes/route-table';
import { keepsLink, limitPreloads as limitOnParts, localeFiles, pageAssets, pageModuleKey, type Manifest } from './page-assets';
import { onWholePage } from './page-parts';

const limitPreloads = onWholePage(limitOnParts);

const manifest: Manifest = {
  'index.html': { file: 'static/app.js', imports: ['_react.js'], css: ['static/app.css'], assets: ['static/brand.woff2', 'static/hero.webp'], dynamicImports: ['node_modules/react-dom/client.js', 'virtual:locale/en-common', 'virtual:locale/fr-common', 'src/pages/home-page.tsx', 'src/features/shell/banners/location-banner.tsx'] },
  'src/features/shell/banners/location-banner.tsx': { file: 'static/location-banner.js', imports: ['_react.js'] },
  '_react.js': { file: 'static/react.js' },
  '_card.js': { file: 'static/card.js', imports: ['_react.js'], css: ['static/card.css'] },
  'node_modules/react-dom/client.js': { file: 'static/client.js', imports: ['_react.js'] },
  'virtual:locale/en-common': { file: 'static/en.js' },
  'virtual:locale/fr-common': { file: 'static/fr.js' },
  'src/pages/home-page.tsx': { file: 'static/home.js', imports: ['_card.js', 'index.html'], css: ['static/home.css'] },
  'src/pages/hub-page.tsx': { file: 'static/hub.js', imports: ['_card.js'], css: ['static/hub.css'] },
};

describe('page assets', () => {
  it('reads the page module from the route\'s loader', () => {
    expect(pageModuleKey('home')).toBe('src/pages/home-page.tsx');
    expect(pageModuleKey('bookademo')).toBe('src/pages/contact-page.tsx');
    for (const r of PAGE_ROUTES) expect(pageModuleKey(r.id)).toMatch(/^src\/pages\/[a-z-]+\.tsx$/);
    expect(() => pageModuleKey('x', { x: () => Promise.resolve({ default: () => null }) })).toThrow(/route x: its loader must be/);
    expect(() => pageModuleKey('nowhere')).toThrow(/route nowhere has no page loader/);
  });

  it('collects the entry and React DOM client with their static imports, and the page styles but not its code (it hydrates on demand)', () => {
    const { js, css } = pageAssets(manifest, 'src/pages/hub-page.tsx');
    expect([...js].sort()).toEqual(['/static/app.js', '/static/client.js', '/static/react.js']);
    expect([...css].sort()).toEqual(['/static/app.css', '/static/card.css', '/static/hub.css']);
    expect([...pageAssets(manifest, 'src/pages/hub-page.tsx', { eager: true }).js].sort()).toEqual(['/static/app.js', '/static/card.js', '/static/client.js', '/static/hub.js', '/static/react.js']);
  });

  it('drops other pages from the HTML, keeps the language, adds what vite-react-ssg left out', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/static/app.css"><link rel="stylesheet" href="/static/home.css" crossorigin><link rel="stylesheet" href="/static/hub.css" crossorigin>' +
      '<link rel="modulepreload" crossorigin href="/static/react.js"><link rel="modulepreload" crossorigin href="/static/home.js"><link rel="modulepreload" crossorigin href="/static/hub.js">' +
      '<link rel="modulepreload" crossorigin href="/static/en.js"><link rel="icon" href="/favicon.svg"><script type="module" src="/static/app.js"></script></head>';
    const out = limitPreloads(html, pageAssets(manifest, 'src/pages/hub-page.tsx'), localeFiles(manifest));
    expect(out).not.toContain('home.');
    expect(out).toContain('href="/static/hub.css"');
    expect(out).toContain('href="/static/en.js"');
    expect(out).toContain('<link rel="icon" href="/favicon.svg">');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/static/client.js">');
    expect(out).toContain('<link rel="stylesheet" href="/static/card.css" crossorigin>');
    expect(out).not.toContain('href="/static/hub.js"');
    expect(out).not.toContain('modulepreload" crossorigin href="/static/app.js"');
  });

  it('keeps the page\'s own modules and styles, its language, and links of other kinds (what the page loop writes at all)', () => {
    const needed = pageAssets(manifest, 'src/pages/hub-page.tsx');
    const languages = localeFiles(manifest);
    expect(keepsLink('modulepreload', '/static/client.js', needed, languages)).toBe(true);
    expect(keepsLink('modulepreload', '/static/en.js', needed, languages)).toBe(true);
    expect(keepsLink('modulepreload', '/static/home.js', needed, languages)).toBe(false);
    expect(keepsLink('stylesheet', '/static/hub.css', needed, languages)).toBe(true);
    expect(keepsLink('stylesheet', '/static/home.css', needed, languages)).toBe(false);
    expect(keepsLink('stylesheet', 'https://cdn.example/x.css', needed, languages)).toBe(true);
    expect(keepsLink('preload', '/static/hero.webp', needed, languages)).toBe(true);
  });

  it('preloads the fonts of the entry stylesheet once, not its other assets', () => {
    expect([...(pageAssets(manifest, 'src/pages/hub-page.tsx').fonts ?? [])]).toEqual(['/static/brand.woff2']);
    const once = limitPreloads(limitPreloads('<head></head>', pageAssets(manifest, 'src/pages/hub-page.tsx'), new Set()), pageAssets(manifest, 'src/pages/hub-page.tsx'), new Set());
    expect(once.match(/rel="preload" href="\/static\/brand.woff2" as="font" type="font\/woff2" crossorigin/g)).toHaveLength(1);
    expect(once).not.toContain('hero.webp');
  });
});
