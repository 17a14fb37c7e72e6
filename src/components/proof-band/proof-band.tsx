import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight } from 'lucide-react';
import { LocalizedLink } from '../localized-link/localized-link';
import { SectionHeader } from '../section-header/section-header';
import { PROOF_FIGURES } from './proof-figures';
import { cx, ui } from '../../styles/primitives';
import styles from './proof-band.module.css';

/**
 * Big figures with their labels, on night or paper. A description list, so a screen reader hears
 * each label with its figure ("Nationalities in our team: 20+"); the figure is drawn first.
 */
export function ProofBand({ tone = 'paper', id = 'proof-title' }: { tone?: 'paper' | 'night'; id?: string }) {
  const { t } = useTranslation('proof');
  return (
    <section className={styles.band} data-tone={tone} aria-labelledby={id} data-proof-band="">
      <div className="container">
        <SectionHeader id={id} eyebrow={t('eyebrow')} title={t('title')} tone={tone === 'night' ? 'dark' : 'light'} />
        <dl className={styles.figures}>
          {PROOF_FIGURES.map(({ key, detail, source }) => (
            <div key={key} className={styles.figure} data-figure={key}>
              <dt className={styles.term}>{t(`items.${key}.term`)}</dt>
              <dd className={styles.value}>{t(`items.${key}.value`)}</dd>
              {detail && <dd className={styles.detail}>{t(`items.${key}.detail`)}</dd>}
              {source && (
                <dd className={styles.source}>
                  <LocalizedLink to={source} className={cx(ui.cardAction, styles.link)}>
                    {t(`items.${key}.link`)}
                    <ArrowRight size={16} aria-hidden="true" />
                  </LocalizedLink>
                </dd>
              )}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
