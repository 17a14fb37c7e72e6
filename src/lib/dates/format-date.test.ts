import { describe, expect, it } from 'vitest';
import { LOCALES, type LocaleKey } from '../i18n/locales';
import { localeTranslator as translator } from '../../../scripts/lib/locale-translator';
import { englishOrdinal, formatDate, formatEnglishLegalDate } from './format-date';

/**
 * 1 October and 20 February 2024 in each language: long on cards, short on the article page
 * (day, short month, year everywhere; never 20/02/2024, which US readers read as 2 February).
 */
const WRITTEN: Record<LocaleKey, { long: [string, string]; short: [string, string] }> = {
  en: { long: ['October 1, 2024', 'February 20, 2024'], short: ['1 Oct 2024', '20 Feb 2024'] },
  uk: { long: ['1 October 2024', '20 February 2024'], short: ['1 Oct 2024', '20 Feb 2024'] },
  fr: { long: ['1er octobre 2024', '20 février 2024'], short: ['1er oct. 2024', '20 févr. 2024'] },
  es: { long: ['1 de octubre de 2024', '20 de febrero de 2024'], short: ['1 oct 2024', '20 feb 2024'] },
  pt: { long: ['1 de outubro de 2024', '20 de fevereiro de 2024'], short: ['1 out. 2024', '20 fev. 2024'] },
  lu: { long: ['1. Oktober 2024', '20. Februar 2024'], short: ['1. Okt. 2024', '20. Feb. 2024'] },
};

describe('formatDate', () => {
  for (const locale of LOCALES) {
    const t = translator(locale.key);
    it(`writes ${locale.key} dates long on cards and short on articles, never zero-padded`, () => {
      expect([formatDate('2024-10-01', 'long', t), formatDate('2024-02-20', 'long', t)]).toEqual(WRITTEN[locale.key].long);
      expect([formatDate('2024-10-01', 'short', t), formatDate('2024-02-20', 'short', t)]).toEqual(WRITTEN[locale.key].short);
      expect(formatDate('2025-05-06', 'long', t)).not.toMatch(/(^|\s)0\d/);
    });
    it(`has a name for every month in ${locale.key}, long and short`, () => {
      for (let month = 1; month <= 12; month += 1) {
        const iso = `2024-${String(month).padStart(2, '0')}-15`;
        expect(formatDate(iso, 'long', t)).not.toMatch(/dates\.|\{\{/);
        expect(formatDate(iso, 'short', t)).not.toMatch(/dates\.|\{\{|\//);
      }
    });
  }

  it("matches CLDR's long form where this Node's ICU has the language (lb included)", () => {
    // Tables, not Intl, at run time: Chromium's ICU has no lb, so Intl would differ between the
    // prerender and the browser. Node's full ICU is the reference the tables are checked against.
    for (const locale of LOCALES) {
      if (Intl.DateTimeFormat.supportedLocalesOf(locale.dateLocale).length === 0) continue;
      const t = translator(locale.key);
      for (const iso of ['2024-01-05', '2024-03-01', '2024-08-31', '2025-12-09']) {
        const intl = new Intl.DateTimeFormat(locale.dateLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
        // CLDR writes "1 mars"; French usage (and the site) writes the first as "1er mars".
        const expected = locale.key === 'fr' ? intl.replace(/^1 /, '1er ') : intl;
        expect(formatDate(iso, 'long', t)).toBe(expected);
      }
    }
  });

  it('writes the first of the month "1er" in French, and only the first', () => {
    const t = translator('fr');
    expect(formatDate('2024-09-01', 'long', t)).toBe('1er septembre 2024');
    expect(formatDate('2024-09-11', 'long', t)).toBe('11 septembre 2024');
    expect(formatDate('2024-09-21', 'short', t)).toBe('21 sept. 2024');
  });

  it('keeps "Sep" in en-GB where ICU now writes "Sept"', () => {
    expect(formatDate('2024-09-01', 'short', translator('uk'))).toBe('1 Sep 2024');
  });

  it('reads date-times in UTC, whatever the offset or the machine time zone', () => {
    const t = translator('en');
    expect(formatDate('2024-02-20T23:30:00Z', 'long', t)).toBe('February 20, 2024');
    expect(formatDate('2024-02-20T23:30:00-05:00', 'long', t)).toBe('February 21, 2024');
    expect(formatDate('2024-02-20T23:30:00', 'long', t)).toBe('February 20, 2024');
    expect(formatDate('soon', 'long', t)).toBe('soon');
  });
});

describe('legal dates', () => {
  const t = translator('en');
  it('writes English ordinals, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(englishOrdinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });
  it('keep the form of the spec on English pages', () => {
    expect(formatEnglishLegalDate('2024-07-11', t)).toBe('July 11th, 2024');
    expect(formatEnglishLegalDate('2024-09-01', t)).toBe('September 1st, 2024');
    expect(formatEnglishLegalDate('soon', t)).toBe('soon');
  });
});
