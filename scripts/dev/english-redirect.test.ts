import { describe, expect, it } from 'vitest';
import { englishRedirect } from './english-redirect';

describe('englishRedirect', () => {
  it('sends /en and /en/... to the unprefixed page, keeping the query', () => {
    expect(englishRedirect('/en')).toBe('/');
    expect(englishRedirect('/en/')).toBe('/');
    expect(englishRedirect('/en/hub/page/2')).toBe('/hub/page/2');
    expect(englishRedirect('/en/hub?sort=asc')).toBe('/hub?sort=asc');
  });
  it('leaves every other path alone', () => {
    for (const url of ['/', '/hub', '/fr/hub', '/entreprise', '/enterprise/x', '/@vite/client', undefined]) expect(englishRedirect(url)).toBeNull();
  });
});
