import { useTranslation } from '../../lib/i18n/use-translation';
import type { OutcomeData } from '../../content/page-data/types';
import { useTextLang } from '../../lib/i18n/text-lang';
import { ProductShot } from '../product-shot/product-shot';
import { OutcomeResultView } from './outcome-result';
import { OutcomeQuote } from './outcome-quote';
import styles from './outcomes.module.css';
import { cx, ui } from '../../styles/primitives';

/**
 * A use case's outcome on its page: the team, two or three large figures, the quote and the
 * product screen the team works from, on a night band between the story and what follows.
 */
export function OutcomeBlock({ outcome }: { outcome: OutcomeData }) {
  const { t } = useTranslation('proof');
  const lang = useTextLang(outcome.lang);
  const capability = outcome.screen.charAt(0).toUpperCase() + outcome.screen.slice(1);
  return (
    <section className={styles.block} aria-labelledby="outcome-title" data-outcome="">
      <div className="container">
        <p className={`eyebrow ${styles.eyebrow}`}>{t('outcome.eyebrow')}</p>
        <h2 id="outcome-title" className={styles.blockTitle}>
          {t('outcome.title')}
        </h2>
        <p className={styles.team}>
          <span className={cx(ui.kicker, styles.teamLabel)}>{t('outcome.team')}</span> <span lang={lang}>{outcome.team}</span>
        </p>
        <ul className={cx(ui.grid, styles.results)} aria-label={t('outcome.results')} data-count={outcome.results.length}>
          {outcome.results.map((result) => (
            <li key={`${result.value}-${result.unit}-${result.measure}`}>
              <OutcomeResultView result={result} lang={lang} />
            </li>
          ))}
        </ul>
        <div className={styles.story}>
          <OutcomeQuote quote={outcome.quote} lang={lang} />
          <ProductShot
            className={styles.shot}
            screen={outcome.screen}
            theme="dark"
            alt={t('outcome.shotAlt', { capability })}
            caption={t('outcome.shotCaption', { capability })}
            slot="productFeature"
          />
        </div>
      </div>
    </section>
  );
}
