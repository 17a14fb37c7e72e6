import { describe, expect, it } from 'vitest';
import { englishRedirect } from './english-redirect';

describe('englishRedirect', () => {
  // /en and /en/... go to the unprefixed page, keeping the query.
  it.each([
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/hub/page/2', '/hub/page/2'],
    ['/en/hub?sort=asc', '/hub?sort=asc'],
  ])('sends %s to %s', (url, target) => {
    expect(englishRedirect(url)).toBe(target);
  });
  it.each(['/', '/hub', '/fr/hub', '/entreprise', '/enterprise/x', '/@vite/client', undefined])('leaves %s alone', (url) => {
    expect(englishRedirect(url)).toBeNull();
  });
});
