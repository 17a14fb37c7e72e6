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
