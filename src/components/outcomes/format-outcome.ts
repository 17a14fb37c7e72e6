import type { TFunction } from 'i18next';
import type { OutcomeResult } from '../../content/page-data/types';
import { formatNumber } from '../../lib/numbers/format-number';

/** A result's figure in the page language: "62%", "62 %", "3,5×", "48 h" (proof:units). */
export function resultFigure(result: OutcomeResult, t: TFunction): string {
  return t(`proof:units.${result.unit}`, { n: formatNumber(result.value, t), count: result.value });
}

/** Over how long it was measured: "over 6 months", "sur 6 mois" (proof:over). */
export function resultTimeframe(result: OutcomeResult, t: TFunction): string {
  const { count, unit } = result.timeframe;
  return t(`proof:over.${unit}`, { n: formatNumber(count, t), count });
}
