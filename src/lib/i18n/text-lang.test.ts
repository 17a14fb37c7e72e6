import { describe, expect, it } from 'vitest';
import { langAttribute } from './text-lang';

describe('langAttribute', () => {
  it('marks English text on French, Spanish, Portuguese and Luxembourgish pages', () => {
    for (const page of ['fr', 'es', 'pt', 'lb']) expect(langAttribute('en', page)).toBe('en');
  });
  it('says nothing where the page language already fits the text', () => {
    expect(langAttribute('en', 'en')).toBeUndefined();
    expect(langAttribute('en', 'en-GB')).toBeUndefined();
    expect(langAttribute('fr', 'fr')).toBeUndefined();
  });
  it('marks a translation shown under another language', () => {
    expect(langAttribute('fr', 'en')).toBe('fr');
  });
});
