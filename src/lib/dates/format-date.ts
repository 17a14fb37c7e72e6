import type { TFunction } from 'i18next';
import { calendarDay } from './calendar';

/**
 * The one place where dates become text (cards, article side card, legal documents, environment
 * plan). Words and patterns come from the locale files (common:dates) rather than Intl: the
 * browser's ICU may lack a language the build's has (Chromium has no lb), and the prerendered
 * text and hydration must agree. Days are never zero-padded; the day is the UTC day.
 */
export type DateStyle = 'long' | 'short';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * long: the language's own long date, for cards ("February 20, 2024", "20 février 2024").
 * short: day, short month, year, for the article page ("20 Feb 2024"): the spec's short en-GB
 * date without the numeric 20/02/2024, which a US reader takes for 2 February.
 */
export function formatDate(iso: string, style: DateStyle, t: TFunction): string {
  const date = calendarDay(iso);
  if (!date) return iso;
  const month = twoDigits(date.month);
  return t(`common:dates.${style}`, {
    day: dayOfMonth(date.day, t),
    month: t(style === 'long' ? `common:dates.months.${month}` : `common:dates.monthsShort.${month}`),
    year: String(date.year),
  });
}

/**
 * Some languages write the first of the month as an ordinal ("1er septembre" in French) and every
 * other day as a plain number; such a language gives dates.firstDay, the others fall back to "1".
 */
function dayOfMonth(day: number, t: TFunction): string {
  return day === 1 ? t('common:dates.firstDay', { defaultValue: '1' }) : String(day);
}

/** English ordinal suffix of a day of the month: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function englishOrdinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/**
 * The legal documents' own date style on English pages (spec 001: "effective July 11th, 2024").
 * Month names still come from the locale files.
 */
export function formatEnglishLegalDate(iso: string, t: TFunction): string {
  const date = calendarDay(iso);
  if (!date) return iso;
  return `${t(`common:dates.months.${twoDigits(date.month)}`)} ${englishOrdinal(date.day)}, ${date.year}`;
}
