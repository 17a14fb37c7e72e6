import { useTranslation } from '../../lib/i18n/use-translation';
import { CalendarDays, Clock, MonitorPlay } from 'lucide-react';
import type { LearningForm } from '../../config/learning-forms';
import { PageHero } from '../../components/page-hero/page-hero';
import { EventAgenda } from './event-agenda';
import { EventDetails } from './event-details';
import { eventTimes } from './event-time';
import { OpenFormLink, RegistrationFrame } from './registration-frame';
import styles from './learning.module.css';
import { TextWithLinks } from '../../components/text-with-links/text-with-links';

export { FRAME_SLOW_MS } from './registration-frame';

/** A learning session: what, when and who beside the provider's registration form. */
export function LearningView({ id, form }: { id: string; form: LearningForm }) {
  const { t } = useTranslation('learning');
  const { event } = form;
  const when = eventTimes(event, t);
  return (
    <>
      <PageHero crumb={t(form.titleKey)} title={t(form.titleKey)} lead={t(form.descriptionKey)} eyebrow={t('eyebrow')} glow="teal-end">
        <ul className={styles.summary} data-event-summary="">
          <li>
            <CalendarDays size={18} aria-hidden="true" />
            <time dateTime={event.start}>{when.date}</time>
          </li>
          <li>
            <Clock size={18} aria-hidden="true" />
            <span>
              <time dateTime={event.start}>{when.startTime}</time> – <time dateTime={when.end}>{when.endTime}</time> {when.zone}
            </span>
          </li>
          <li>
            <MonitorPlay size={18} aria-hidden="true" />
            {t(`formats.${event.format}`)}
          </li>
        </ul>
      </PageHero>
      <div className={`container ${styles.page}`}>
        <div className={styles.info}>
          <EventDetails id={id} event={event} />
          <EventAgenda id={id} event={event} />
        </div>
        <section className={styles.register} aria-labelledby="register-title">
          <h2 id="register-title" className={styles.registerTitle}>
            {t('registerTitle')}
          </h2>
          <p className={styles.registerLead}>{t('registerLead')}</p>
          <RegistrationFrame form={form} />
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
