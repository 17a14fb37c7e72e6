import { useTranslation } from '../../lib/i18n/use-translation';
import type { OutcomeData } from '../../content/page-data/types';
import styles from './outcomes.module.css';
import { cx, ui } from '../../styles/primitives';

/** A customer's words, attributed by role and kind of organisation only (never a name or a logo). */
export function OutcomeQuote({ quote, lang, size = 'large' }: { quote: OutcomeData['quote']; lang: string | undefined; size?: 'large' | 'card' }) {
  const { t } = useTranslation('proof');
  return (
    <figure className={styles.quote} data-size={size} lang={lang}>
      <blockquote className={styles.quoteText}>
        <p>{t('outcome.quote', { text: quote.text })}</p>
      </blockquote>
      <figcaption className={cx(ui.note, styles.attribution)}>{t('outcome.attribution', { role: quote.role, organisation: quote.organisation })}</figcaption>
    </figure>
  );
}
