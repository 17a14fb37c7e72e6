import { describe, expect, it } from 'vitest';
import { localeTranslator as translator } from '../../../scripts/lib/locale-translator';
import { countryName } from './country-name';

describe('countryName', () => {
  const t = translator('lu');
  it('names countries in Luxembourgish through Intl where ICU has lb', () => {
    expect(countryName('BE', 'lb-LU', t)).toBe('Belsch');
  });
  it("falls back to the locale's own table where ICU lacks lb (Chromium), never to English", () => {
    const noLb = () => false;
    expect(countryName('BE', 'lb-LU', t, noLb)).toBe('Belsch');
    expect(countryName('LU', 'lb-LU', t, noLb)).toBe('Lëtzebuerg');
    expect(countryName('ZZ', 'lb-LU', t, noLb)).toBe('ZZ');
  });
  it('uses the page language elsewhere too', () => {
    expect(countryName('BE', 'fr-FR', translator('fr'))).toBe('Belgique');
  });
});
