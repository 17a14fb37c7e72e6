import { describe, expect, it } from 'vitest';
import type { Manifest } from '../page-assets';
import { assetRenames } from './asset-renames';

// Rolldown keys shared chunks by their hashed file name.
const manifest = (main: string, css = 'static/main-1.css', shared = 'AAAAAAAA'): Manifest => ({
  'index.html': { file: main, imports: [`_shared-${shared}.js`], css: [css] },
  [`_shared-${shared}.js`]: { file: `static/shared-${shared}.js` },
});
const urls = (version: string) => ({ 'en/common': `/static/i18n/${version}/en-common.json` });

describe('assetRenames', () => {
  it('is empty when nothing was renamed', () => {
    expect(assetRenames({ manifest: manifest('static/main-1.js'), localeUrls: urls('a') }, { manifest: manifest('static/main-1.js'), localeUrls: urls('a') })).toEqual({ renames: new Map() });
  });
  it('maps renamed scripts and translation files, old name to new', () => {
    const result = assetRenames({ manifest: manifest('static/main-1.js'), localeUrls: urls('a') }, { manifest: manifest('static/main-2.js'), localeUrls: urls('b') });
    expect(result).toEqual({
      renames: new Map([
        ['static/main-1.js', 'static/main-2.js'],
        ['/static/i18n/a/en-common.json', '/static/i18n/b/en-common.json'],
      ]),
    });
  });
  it('follows a shared chunk whose key changed with its hash', () => {
    const result = assetRenames({ manifest: manifest('static/main-1.js'), localeUrls: urls('a') }, { manifest: manifest('static/main-2.js', 'static/main-1.css', 'BBBBBBBB'), localeUrls: urls('a') });
    expect(result).toEqual({
      renames: new Map([
        ['static/main-1.js', 'static/main-2.js'],
        ['static/shared-AAAAAAAA.js', 'static/shared-BBBBBBBB.js'],
      ]),
    });
  });
  it('asks for a full build when a stylesheet changed, since pages inline it', () => {
    expect(assetRenames({ manifest: manifest('static/main-1.js'), localeUrls: urls('a') }, { manifest: manifest('static/main-1.js', 'static/main-2.css'), localeUrls: urls('a') })).toHaveProperty('reason');
  });
  it('asks for a full build when the chunks are others', () => {
    const other = { ...manifest('static/main-1.js'), '_new-CCCCCCCC.js': { file: 'static/new-CCCCCCCC.js' } };
    expect(assetRenames({ manifest: manifest('static/main-1.js'), localeUrls: urls('a') }, { manifest: other, localeUrls: urls('a') })).toHaveProperty('reason');
  });
});
