import { describe, expect, it } from 'vitest';
import { absoluteUrl, localizeHref, normalizePath, splitLocale, stripLocalePrefix } from './localize-path';

describe('localizeHref', () => {
  it('adds the active prefix to internal links and none for English', () => {
    expect(localizeHref('/solution', 'fr')).toBe('/fr/solution');
    expect(localizeHref('/solution', 'uk')).toBe('/uk/solution');
    expect(localizeHref('/solution', 'lu')).toBe('/lu/solution');
    expect(localizeHref('/solution', 'en')).toBe('/solution');
  });
  it('maps the home page to the bare prefix, without trailing slash', () => {
    expect(localizeHref('/', 'es')).toBe('/es');
    expect(localizeHref('/', 'en')).toBe('/');
  });
  it('keeps query and hash', () => {
    expect(localizeHref('/hub?page=2#grid', 'pt')).toBe('/pt/hub?page=2#grid');
  });
  it('replaces an existing prefix instead of stacking it', () => {
    expect(localizeHref('/fr/about', 'es')).toBe('/es/about');
    expect(localizeHref('/fr/about', 'en')).toBe('/about');
    expect(localizeHref('/en/about', 'fr')).toBe('/fr/about');
  });
  it('leaves external, protocol-relative, mailto and fragment links alone', () => {
    expect(localizeHref('https://example.org/x', 'fr')).toBe('https://example.org/x');
    expect(localizeHref('//cdn.example.org/x', 'fr')).toBe('//cdn.example.org/x');
    expect(localizeHref('mailto:jobs@quorvia.example', 'fr')).toBe('mailto:jobs@quorvia.example');
    expect(localizeHref('#top', 'fr')).toBe('#top');
  });
});

describe('splitLocale and stripLocalePrefix', () => {
  it('reads the language from the first segment only when it is a prefix', () => {
    expect(splitLocale('/fr/solution')).toMatchObject({ locale: { key: 'fr' }, path: '/solution' });
    expect(splitLocale('/fr')).toMatchObject({ locale: { key: 'fr' }, path: '/' });
    expect(splitLocale('/solution')).toMatchObject({ locale: { key: 'en' }, path: '/solution' });
  });
  it('treats an unknown prefix as part of an English path', () => {
    expect(splitLocale('/de/solution')).toMatchObject({ locale: { key: 'en' }, path: '/de/solution' });
    expect(splitLocale('/french')).toMatchObject({ locale: { key: 'en' }, path: '/french' });
  });
  it('strips /en as well as real prefixes', () => {
    expect(stripLocalePrefix('/en/hub')).toBe('/hub');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/pt/hub/x')).toBe('/hub/x');
  });
});

describe('normalizePath and absoluteUrl', () => {
  it('collapses double slashes and drops trailing slashes', () => {
    expect(normalizePath('//fr//hub/')).toBe('/fr/hub');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('hub')).toBe('/hub');
    expect(normalizePath('/hub///')).toBe('/hub');
    expect(normalizePath('/fr/hub/page/2')).toBe('/fr/hub/page/2');
  });
  it('builds absolute URLs with no trailing slash', () => {
    expect(absoluteUrl('https://www.quorvia.example', '/')).toBe('https://www.quorvia.example');
    expect(absoluteUrl('https://www.quorvia.example', '/fr/hub/')).toBe('https://www.quorvia.example/fr/hub');
  });
});
