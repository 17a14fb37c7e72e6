import { describe, expect, it } from 'vitest';
import { localeTranslator as translator } from '../../../scripts/lib/locale-translator';
import { LOCALES, type LocaleKey } from '../../lib/i18n/locales';
import { formatNumber } from '../../lib/numbers/format-number';
import { resultFigure, resultTimeframe } from './format-outcome';
import type { OutcomeResult } from '../../content/page-data/types';

const result = (value: number, unit: OutcomeResult['unit'], count: number, over: OutcomeResult['timeframe']['unit']): OutcomeResult => ({
  value,
  unit,
  measure: 'x',
  timeframe: { count, unit: over },
});

const NNBSP = '\u202f';
const NBSP = '\u00a0';

// CLDR's forms, as Intl gives them on the build's Node (the browser may lack lb, so the site never asks it).
const EXPECTED: Record<LocaleKey, { number: string; percent: string; times: string; days: string; over: string; overOne: string }> = {
  en: { number: '12,345.5', percent: '62%', times: '2.5×', days: '4 days', over: 'over 6 months', overOne: 'over 1 year' },
  uk: { number: '12,345.5', percent: '62%', times: '2.5×', days: '4 days', over: 'over 6 months', overOne: 'over 1 year' },
  fr: { number: `12${NNBSP}345,5`, percent: `62${NNBSP}%`, times: '2,5×', days: '4 jours', over: 'sur 6 mois', overOne: 'sur 1 an' },
  es: { number: '12.345,5', percent: `62${NBSP}%`, times: '2,5×', days: '4 días', over: 'en 6 meses', overOne: 'en 1 año' },
  pt: { number: `12${NBSP}345,5`, percent: '62%', times: '2,5×', days: '4 dias', over: 'em 6 meses', overOne: 'em 1 ano' },
  lu: { number: '12.345,5', percent: `62${NBSP}%`, times: '2,5×', days: '4 Deeg', over: 'iwwer 6 Méint', overOne: 'iwwer 1 Joer' },
};

describe('outcome figures per language', () => {
  for (const { key } of LOCALES) {
    it(`${key}: numbers, units and timeframes`, () => {
      const t = translator(key);
      const want = EXPECTED[key];
      expect(formatNumber(12345.5, t)).toBe(want.number);
      expect(resultFigure(result(62, 'percent', 6, 'months'), t)).toBe(want.percent);
      expect(resultFigure(result(2.5, 'times', 6, 'months'), t)).toBe(want.times);
      expect(resultFigure(result(4, 'days', 6, 'months'), t)).toBe(want.days);
      expect(resultTimeframe(result(62, 'percent', 6, 'months'), t)).toBe(want.over);
      expect(resultTimeframe(result(62, 'percent', 1, 'years'), t)).toBe(want.overOne);
    });
  }

  it('groups Spanish thousands from five digits, as CLDR does', () => {
    expect(formatNumber(1200, translator('es'))).toBe('1200');
    expect(formatNumber(1200, translator('en'))).toBe('1,200');
  });
});
