/**
 * Orders strings by UTF-16 code unit: the tie-breaker for ids, references and ISO dates, which are
 * ASCII. localeCompare gave the same order but its first call in a page loads the browser's
 * collation data, which made one 20 ms task in the careers page's hydration on a 2-core machine.
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
