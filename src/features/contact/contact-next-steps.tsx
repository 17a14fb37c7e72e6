import { Clock } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './contact-extras.module.css';
import { cx, ui } from '../../styles/primitives';

const STEPS = ['one', 'two', 'three'] as const;

/**
 * What happens after the form is sent, and how soon: a visitor hesitates less when the next step
 * is known. Each variant (contact, demo) has its own three steps in contact.json.
 */
export function ContactNextSteps({ variant }: { variant: 'contact' | 'demo' }) {
  const { t } = useTranslation('contact');
  return (
    <section className={cx(ui.card, styles.next)} aria-labelledby="next-title" data-contact-next="">
      <h2 id="next-title" className={styles.nextTitle}>
        {t('next.title')}
      </h2>
      <p className={styles.response} data-response-time="">
        <Clock size={18} aria-hidden="true" />
        {t(`${variant}.next.response`)}
      </p>
      <ol className={cx(ui.grid, styles.steps)}>
        {STEPS.map((step) => (
          <li key={step}>{t(`${variant}.next.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}
