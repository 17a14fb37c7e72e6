import type { TFunction } from 'i18next';

/** Spec 001 section 3: a category label replaces hyphens with spaces and capitalises each word. */
export function categoryLabel(slug: string, t: TFunction): string {
  if (slug === 'PREVIEW') return t('article:preview');
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Spec 000 section 9: one minute or less reads "less than a minute". */
export function readingTimeLabel(minutes: number, t: TFunction): string {
  return minutes <= 1 ? t('article:lessThanMinute') : t('article:minutes', { count: Math.round(minutes) });
}
