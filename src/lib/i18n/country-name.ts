import type { TFunction } from 'i18next';

const icuHas = (tag: string) => Intl.DisplayNames.supportedLocalesOf([tag]).length > 0;

/**
 * A country's name in the page language. Intl.DisplayNames when this ICU knows the language;
 * otherwise (Chromium has no lb, so Intl would silently answer in English: "aus Belgium") the
 * locale's own table common:locationBanner.countries, then the code itself.
 */
export function countryName(code: string, language: string, t: TFunction, hasLanguage: (tag: string) => boolean = icuHas): string {
  if (hasLanguage(language)) {
    try {
      const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code);
      if (name) return name;
    } catch {
      // not a region code Intl accepts: the table or the code below
    }
  }
  return t(`common:locationBanner.countries.${code}`, { defaultValue: code });
}
