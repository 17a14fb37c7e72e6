import { useTranslation } from '../../lib/i18n/use-translation';
import type { LearningForm } from '../../config/learning-forms';
import { PageHero } from '../../components/page-hero/page-hero';
import { EventAgenda } from './event-agenda';
import { EventDetails } from './event-details';
import { EventSummary } from './event-summary';
import { OpenFormLink, RegistrationFrame } from './registration-frame';
import styles from './learning.module.css';
import { TextWithLinks } from '../../components/text-with-links/text-with-links';
import { cx, ui } from '../../styles/primitives';

/** A learning session: what, when and who beside the provider's registration form. */
export function LearningView({ id, form }: { id: string; form: LearningForm }) {
  const { t } = useTranslation('learning');
  const { event } = form;
  return (
    <>
      <PageHero crumb={t(form.titleKey)} title={t(form.titleKey)} lead={t(form.descriptionKey)} eyebrow={t('eyebrow')} glow="teal-end">
        <EventSummary event={event} />
      </PageHero>
      <div className={`container ${styles.page}`}>
        <div className={cx(ui.stack, styles.info)}>
          <EventDetails id={id} event={event} />
          <EventAgenda id={id} event={event} />
        </div>
        <section className={ui.stack} aria-labelledby="register-title">
          <h2 id="register-title" className={styles.registerTitle}>
            {t('registerTitle')}
          </h2>
          <p className={styles.registerLead}>{t('registerLead')}</p>
          <RegistrationFrame form={form} title={t(form.titleKey)} />
          <p className={styles.open}>
            {form.embedUrl ? t('openHint') : t('noEmbed')}{' '}
            <OpenFormLink form={form} always />
          </p>
          <p className={styles.disclaimer}>
            <TextWithLinks text={t('disclaimer')} />
          </p>
        </section>
      </div>
    </>
  );
}
