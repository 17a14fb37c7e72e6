import type { TFunction } from 'i18next';

/**
 * A page hero's breadcrumb label, title and lead where the locales keep them together, as
 * `<prefix>.eyebrow`, `<prefix>.title` and `<prefix>.lead`: `<PageHero {...heroCopy(t, 'partners')} />`.
 */
export function heroCopy(t: TFunction, prefix: string): { crumb: string; title: string; lead: string } {
  return { crumb: t(`${prefix}.eyebrow`), title: t(`${prefix}.title`), lead: t(`${prefix}.lead`) };
}
