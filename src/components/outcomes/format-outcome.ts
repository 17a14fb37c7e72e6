import type { TFunction } from 'i18next';
import type { OutcomeResult } from '../../content/page-data/types';
import { formatNumber } from '../../lib/numbers/format-number';

/** A result's figure in the page language: "62%", "62 %", "3,5×", "48 h" (usecases:units). */
export function resultFigure(result: OutcomeResult, t: TFunction): string {
  return t(`usecases:units.${result.unit}`, { n: formatNumber(result.value, t), count: result.value });
}

/** Over how long it was measured: "over 6 months", "sur 6 mois" (usecases:over). */
export function resultTimeframe(result: OutcomeResult, t: TFunction): string {
  const { count, unit } = result.timeframe;
  return t(`usecases:over.${unit}`, { n: formatNumber(count, t), count });
}
