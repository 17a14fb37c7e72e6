import { describe, expect, it } from 'vitest';
import { canonicalPathname } from './canonical-address';

describe('canonicalPathname', () => {
  it('collapses repeated and encoded slashes', () => {
    expect(canonicalPathname('//hub')).toBe('/hub');
    expect(canonicalPathname('/hub//page/2')).toBe('/hub/page/2');
    expect(canonicalPathname('/fr///hub')).toBe('/fr/hub');
    expect(canonicalPathname('/hub%2Fpage%2f2')).toBe('/hub/page/2');
    expect(canonicalPathname('/%2F%2Fhub')).toBe('/hub');
  });
  it('writes a language prefix in lowercase, and drops /en', () => {
    expect(canonicalPathname('/FR/about')).toBe('/fr/about');
    expect(canonicalPathname('/Uk')).toBe('/uk');
    expect(canonicalPathname('/lU/hub')).toBe('/lu/hub');
    expect(canonicalPathname('/EN/about')).toBe('/about');
    expect(canonicalPathname('/En')).toBe('/');
  });
  it('leaves every other path as it is', () => {
    for (const path of ['/', '/about', '/fr/about', '/ABOUT', '/fr/ABOUT', '/DE/about', '/about.', '/hub/', '/en/about']) expect(canonicalPathname(path)).toBe(path);
  });
});
