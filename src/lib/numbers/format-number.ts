import type { TFunction } from 'i18next';

/**
 * The one place where numbers become text (outcome figures). Like dates (src/lib/dates), the
 * separators come from the locale files rather than Intl: the browser's ICU may lack a language
 * the build's has (Chromium has no lb), and prerendered text and hydration must agree.
 *
 * common:numbers.example is 12345.6 written the language's way (CLDR: "12,345.6", "12 345,6" with
 * a narrow no-break space, "12.345,6"): a translator sees the form rather than a bare space, which
 * the locale check would take for an empty string. `groupFrom` is the number of integer digits
 * from which thousands are grouped (Spanish: 5, so 1200 stays 1200).
 */
const EXAMPLE = /^12(\D*)345(\D+)6$/u;

export function separators(t: TFunction): { group: string; decimal: string; groupFrom: number } {
  const match = EXAMPLE.exec(t('common:numbers.example'));
  return { group: match?.[1] ?? ',', decimal: match?.[2] ?? '.', groupFrom: Number(t('common:numbers.groupFrom')) || 4 };
}

export function formatNumber(value: number, t: TFunction): string {
  const { group, decimal, groupFrom } = separators(t);
  const [integer = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = integer.length >= groupFrom ? integer.replace(/\B(?=(\d{3})+$)/g, group) : integer;
  const sign = value < 0 ? '\u2212' : '';
  return fraction ? `${sign}${grouped}${decimal}${fraction}` : `${sign}${grouped}`;
}
