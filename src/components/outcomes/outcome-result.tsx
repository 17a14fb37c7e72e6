import { useTranslation } from '../../lib/i18n/use-translation';
import type { OutcomeResult } from '../../content/page-data/types';
import { resultFigure, resultTimeframe } from './format-outcome';
import styles from './outcomes.module.css';

/**
 * One measured result: the figure seen first, then what it measures and over how long. The figure
 * comes first in the markup too, so a screen reader hears "62% less time to first lead".
 */
export function OutcomeResultView({ result, lang }: { result: OutcomeResult; lang: string | undefined }) {
  const { t } = useTranslation('proof');
  return (
    <p className={styles.result} data-outcome-result="">
      <span className={styles.figure}>{resultFigure(result, t)}</span>{' '}
      <span className={styles.measure} lang={lang}>
        {result.measure}
      </span>{' '}
      <span className={styles.timeframe}>{resultTimeframe(result, t)}</span>
    </p>
  );
}
