import { useLocale, useUnprefixedPath } from '../i18n/use-locale';
import { pageUrls, type CanonicalOptions } from './canonical';

/** The canonical URL the head helper gives this page with these options. */
export function useCanonicalUrl(options: CanonicalOptions): string {
  return pageUrls(options, useLocale(), useUnprefixedPath()).canonical;
}
