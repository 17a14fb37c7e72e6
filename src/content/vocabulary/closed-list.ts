import { didYouMean } from './did-you-mean';

/**
 * The message for a value outside a closed list: what was written, the allowed values, a near miss,
 * and where a new value is added. One wording for every list, so editors learn it once.
 */
export function closedListMessage(what: string, value: unknown, allowed: readonly string[], addWhere?: string): string {
  const written = typeof value === 'string' ? `"${value}"` : JSON.stringify(value) ?? 'nothing';
  const near = typeof value === 'string' ? didYouMean(value, allowed) : '';
  const add = addWhere ? ` A new one is added in ${addWhere}.` : '';
  return `${what} ${written} is not one of ${allowed.join(', ')}.${near}${add}`;
}
