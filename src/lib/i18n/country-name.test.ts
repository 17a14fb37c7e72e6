import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { countryName } from './country-name';

function translator(dir: string) {
  const i18n = createInstance();
  void i18n.init({ lng: dir, ns: ['common'], resources: { [dir]: { common: JSON.parse(readFileSync(`locales/${dir}/common.json`, 'utf8')) as object } }, initAsync: false });
  return i18n.t;
}

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
