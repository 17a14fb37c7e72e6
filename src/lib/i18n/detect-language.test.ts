import { describe, expect, it } from 'vitest';
import { detectLanguage, toLocaleKey, type DetectionSources } from './detect-language';

const none: DetectionSources = {
  query: '',
  cookie: '',
  localStorage: null,
  sessionStorage: null,
  navigatorLanguages: [],
  htmlLang: 'en',
};

describe('toLocaleKey', () => {
  it.each([
    // en-GB is uk, other English is en.
    ['en-GB', 'uk'],
    ['en_gb', 'uk'],
    ['en-US', 'en'],
    ['en', 'en'],
    // Regional tags count by their base language.
    ['fr-CA', 'fr'],
    ['pt-BR', 'pt'],
    ['es-419', 'es'],
    // Luxembourgish (lb) is lu, and the site's own keys stay.
    ['lb-LU', 'lu'],
    ['lu', 'lu'],
    ['uk', 'uk'],
    // Ukrainian is not British English, and unknown languages have no key.
    ['uk-UA', null],
    ['de-DE', null],
    ['', null],
    [null, null],
  ])('maps %s to %s', (tag, key) => {
    expect(toLocaleKey(tag)).toBe(key);
  });
});

describe('detectLanguage order', () => {
  const all: DetectionSources = {
    query: '?lng=es',
    cookie: 'a=1; i18next=pt',
    localStorage: 'fr',
    sessionStorage: 'lu',
    navigatorLanguages: ['en-GB'],
    htmlLang: 'en',
  };

  it('prefers the query parameter lng', () => {
    expect(detectLanguage(all)).toBe('es');
  });
  it('then the i18next cookie', () => {
    expect(detectLanguage({ ...all, query: '' })).toBe('pt');
  });
  it('then localStorage, then sessionStorage', () => {
    expect(detectLanguage({ ...all, query: '', cookie: '' })).toBe('fr');
    expect(detectLanguage({ ...all, query: '', cookie: '', localStorage: null })).toBe('lu');
  });
  it('then the browser languages, first supported one wins', () => {
    expect(detectLanguage({ ...none, navigatorLanguages: ['de-DE', 'en-GB', 'fr'] })).toBe('uk');
  });
  it('falls back to the html lang', () => {
    expect(detectLanguage({ ...none, navigatorLanguages: ['de'] })).toBe('en');
    expect(detectLanguage({ ...none, htmlLang: '' })).toBeNull();
  });
  it('reads a bare uk browser language as Ukrainian (not offered), not British English', () => {
    expect(detectLanguage({ ...none, navigatorLanguages: ['uk', 'fr'] })).toBe('fr');
    expect(detectLanguage({ ...none, navigatorLanguages: ['uk'], htmlLang: '' })).toBeNull();
    // The site's own stores keep its keys: ?lng=uk is British English.
    expect(detectLanguage({ ...none, query: '?lng=uk' })).toBe('uk');
  });
  it('skips unsupported values instead of stopping at them', () => {
    expect(detectLanguage({ ...none, query: '?lng=xx', cookie: 'i18next=de', localStorage: 'pt' })).toBe('pt');
  });
});
