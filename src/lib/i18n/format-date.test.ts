import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { englishOrdinal, formatDate, formatEnglishLegalDate } from './format-date';

const MONTHS: Record<string, string> = { '07': 'July', '09': 'September' };
const t = ((key: string, options?: Record<string, string>) => {
  if (key.startsWith('common:dates.months.')) return MONTHS[key.slice(-2)] ?? key;
  if (key === 'common:dates.long') return `${options?.month} ${options?.day}, ${options?.year}`;
  return key;
}) as unknown as TFunction;

describe('dates', () => {
  it('writes English ordinals, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(englishOrdinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });
  it('gives legal documents the form of the spec on English pages, and cards Month DD, YYYY', () => {
    expect(formatEnglishLegalDate('2024-07-11', t)).toBe('July 11th, 2024');
    expect(formatEnglishLegalDate('2024-09-01', t)).toBe('September 1st, 2024');
    expect(formatDate('2024-09-01', 'long', t)).toBe('September 01, 2024');
    expect(formatEnglishLegalDate('soon', t)).toBe('soon');
  });
});
