import { describe, expect, it } from 'vitest';
import { authorPage, executiveAnchor } from './author-page';

const executives = ['Mathilde Reuland', 'Inês Valadares Cunha'];

describe('author page', () => {
  it("points an executive at their card on the leadership page, whatever the name's case", () => {
    expect(authorPage('Inês Valadares Cunha', executives)).toBe('/about/leadership#ines-valadares-cunha');
    expect(authorPage(' mathilde reuland ', executives)).toBe('/about/leadership#mathilde-reuland');
    expect(executiveAnchor('Adaeze Nwankwo-Harlow')).toBe('adaeze-nwankwo-harlow');
  });
  it('points anyone else at the about page', () => {
    expect(authorPage('Sofia Marangoni', executives)).toBe('/about');
    expect(authorPage('Sofia Marangoni', [])).toBe('/about');
  });
});
