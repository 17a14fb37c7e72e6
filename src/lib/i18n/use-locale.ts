import { useCallback, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { LocaleContext } from './locale-context';
import { localizeHref, splitLocale } from './localize-path';

export function useLocale() {
  return useContext(LocaleContext);
}

/** Localizes internal hrefs for the active language (stable across renders of one language). */
export function useLocalizeHref() {
  const { key } = useLocale();
  return useCallback((to: string) => localizeHref(to, key), [key]);
}

/** The current path without its language prefix, e.g. `/solution` on `/fr/solution`. */
export function useUnprefixedPath(): string {
  return splitLocale(useLocation().pathname).path;
}
