import { localizeHref } from '../i18n/localize-path';
import type { LocaleKey } from '../i18n/locales';

export interface Crumb {
  label: string;
  /** Localized, root-relative href. */
  href: string;
}

/** "public-safety" -> "Public safety": the spec's fallback when no heading names a segment. */
export function capitaliseSegment(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  text = text.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Crumbs from the unprefixed path's segments (spec 000 section 2, Breadcrumb): Home first, each
 * segment labelled by the page that lives there when known, else the capitalised segment; the
 * last crumb is the current page's own heading.
 */
export function buildCrumbs(options: {
  path: string;
  locale: LocaleKey;
  homeLabel: string;
  currentLabel: string;
  labelFor: (path: string) => string | null;
  /** Whether a page lives at a path; segments without one (/careers/job) get no crumb. */
  hasPage?: (path: string) => boolean;
}): Crumb[] {
  const segments = options.path.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ label: options.homeLabel, href: localizeHref('/', options.locale) }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const last = index === segments.length - 1;
    if (!last && options.hasPage && !options.hasPage(path)) return;
    const label = last ? options.currentLabel : (options.labelFor(path) ?? capitaliseSegment(segment));
    crumbs.push({ label, href: localizeHref(path, options.locale) });
  });
  return crumbs;
}
