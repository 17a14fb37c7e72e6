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
  it('maps en-GB to uk and other English to en', () => {
    expect(toLocaleKey('en-GB')).toBe('uk');
    expect(toLocaleKey('en_gb')).toBe('uk');
    expect(toLocaleKey('en-US')).toBe('en');
    expect(toLocaleKey('en')).toBe('en');
  });
  it('reads regional tags by their base language', () => {
    expect(toLocaleKey('fr-CA')).toBe('fr');
    expect(toLocaleKey('pt-BR')).toBe('pt');
    expect(toLocaleKey('es-419')).toBe('es');
  });
  it('maps Luxembourgish (lb) to lu and keeps the site keys', () => {
    expect(toLocaleKey('lb-LU')).toBe('lu');
    expect(toLocaleKey('lu')).toBe('lu');
    expect(toLocaleKey('uk')).toBe('uk');
  });
  it('does not mistake Ukrainian tags for British English, and rejects unknown languages', () => {
    expect(toLocaleKey('uk-UA')).toBeNull();
    expect(toLocaleKey('de-DE')).toBeNull();
    expect(toLocaleKey('')).toBeNull();
    expect(toLocaleKey(null)).toBeNull();
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
