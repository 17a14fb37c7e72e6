import type { TFunction } from 'i18next';

/**
 * Dates formatted from the locale files rather than Intl, so the prerendered text and the
 * browser's agree exactly whatever ICU version each side has. Calendar dates are read as written
 * (no time-zone shift): 2025-03-14 is the 14th everywhere.
 */
export type DateStyle = 'long' | 'short';

export function dateParts(iso: string): { year: string; month: string; day: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? { year: match[1] as string, month: match[2] as string, day: match[3] as string } : null;
}

export function formatDate(iso: string, style: DateStyle, t: TFunction): string {
  const parts = dateParts(iso);
  if (!parts) return iso;
  if (style === 'short') return t('common:dates.short', { day: parts.day, month: parts.month, year: parts.year });
  return t('common:dates.long', {
    day: String(Number(parts.day)).padStart(2, '0'),
    month: t(`common:dates.months.${parts.month}`),
    year: parts.year,
  });
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
  const parts = dateParts(iso);
  if (!parts) return iso;
  return `${t(`common:dates.months.${parts.month}`)} ${englishOrdinal(Number(parts.day))}, ${parts.year}`;
}
