import { describe, expect, it } from 'vitest';
import { absoluteUrl, localizeHref, normalizePath, splitLocale, stripLocalePrefix } from './localize-path';

describe('localizeHref', () => {
  it.each([
    // Internal links take the active prefix, and none for English.
    ['/solution', 'fr', '/fr/solution'],
    ['/solution', 'uk', '/uk/solution'],
    ['/solution', 'lu', '/lu/solution'],
    ['/solution', 'en', '/solution'],
    // The home page is the bare prefix, without trailing slash.
    ['/', 'es', '/es'],
    ['/', 'en', '/'],
    // Query and hash stay.
    ['/hub?page=2#grid', 'pt', '/pt/hub?page=2#grid'],
    // An existing prefix is replaced, not stacked.
    ['/fr/about', 'es', '/es/about'],
    ['/fr/about', 'en', '/about'],
    ['/en/about', 'fr', '/fr/about'],
  ] as const)('writes %s in %s as %s', (href, locale, localized) => {
    expect(localizeHref(href, locale)).toBe(localized);
  });
  it.each(['https://example.org/x', '//cdn.example.org/x', 'mailto:jobs@quorvia.example', '#top'])('leaves the external, protocol-relative, mailto or fragment link %s alone', (href) => {
    expect(localizeHref(href, 'fr')).toBe(href);
  });
});

describe('splitLocale and stripLocalePrefix', () => {
  it.each([
    // The language comes from the first segment only when it is a prefix.
    ['/fr/solution', 'fr', '/solution'],
    ['/fr', 'fr', '/'],
    ['/solution', 'en', '/solution'],
    // An unknown prefix is part of an English path.
    ['/de/solution', 'en', '/de/solution'],
    ['/french', 'en', '/french'],
  ])('splits %s into %s and %s', (pathname, key, path) => {
    expect(splitLocale(pathname)).toMatchObject({ locale: { key }, path });
  });
  it.each([
    ['/en/hub', '/hub'],
    ['/en', '/'],
    ['/pt/hub/x', '/hub/x'],
  ])('strips /en as well as real prefixes: %s is %s', (pathname, path) => {
    expect(stripLocalePrefix(pathname)).toBe(path);
  });
});

describe('normalizePath and absoluteUrl', () => {
  it.each([
    // Double slashes collapse and trailing slashes go.
    ['//fr//hub/', '/fr/hub'],
    ['/', '/'],
    ['', '/'],
    ['hub', '/hub'],
    ['/hub///', '/hub'],
    ['/fr/hub/page/2', '/fr/hub/page/2'],
  ])('normalizes "%s" to %s', (path, normal) => {
    expect(normalizePath(path)).toBe(normal);
  });
  it.each([
    ['/', 'https://www.quorvia.example'],
    ['/fr/hub/', 'https://www.quorvia.example/fr/hub'],
  ])('builds the absolute URL of %s with no trailing slash', (path, url) => {
    expect(absoluteUrl('https://www.quorvia.example', path)).toBe(url);
  });
});
