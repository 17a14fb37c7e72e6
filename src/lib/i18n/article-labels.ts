import type { TFunction } from 'i18next';

/** Spec 001 section 3: a category label replaces hyphens with spaces and capitalises each word. */
export function derivedCategoryLabel(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A topic is UI, not content (DESIGN.md): known topics have a label in every language
 * (article:categories), and a new one an editor invents shows the spec's derived label until
 * translators add it.
 */
export function categoryLabel(slug: string, t: TFunction): string {
  if (slug === 'PREVIEW') return t('article:preview');
  return t(`article:categories.${slug}`, { defaultValue: derivedCategoryLabel(slug) });
}

/** Spec 000 section 9: one minute or less reads "less than a minute". */
export function readingTimeLabel(minutes: number, t: TFunction): string {
  return minutes <= 1 ? t('article:lessThanMinute') : t('article:minutes', { count: Math.round(minutes) });
}
