import { describe, expect, it } from 'vitest';
import { canonicalPathname } from './canonical-address';

describe('canonicalPathname', () => {
  it.each([
    // Repeated and encoded slashes collapse.
    ['//hub', '/hub'],
    ['/hub//page/2', '/hub/page/2'],
    ['/fr///hub', '/fr/hub'],
    ['/hub%2Fpage%2f2', '/hub/page/2'],
    ['/%2F%2Fhub', '/hub'],
    // A language prefix is written in lowercase, and /en goes.
    ['/FR/about', '/fr/about'],
    ['/Uk', '/uk'],
    ['/lU/hub', '/lu/hub'],
    ['/EN/about', '/about'],
    ['/En', '/'],
  ])('writes %s as %s', (path, canonical) => {
    expect(canonicalPathname(path)).toBe(canonical);
  });
  it.each(['/', '/about', '/fr/about', '/ABOUT', '/fr/ABOUT', '/DE/about', '/about.', '/hub/', '/en/about'])('leaves %s as it is', (path) => {
    expect(canonicalPathname(path)).toBe(path);
  });
});
