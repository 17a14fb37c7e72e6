import { useTranslation } from '../../lib/i18n/use-translation';
import type { LearningEvent } from '../../config/learning-forms';
import { addMinutes, formatTime } from '../../lib/dates/format-time';
import styles from './event-agenda.module.css';
import { cx, ui } from '../../styles/primitives';

/** The session's running order as a timeline; clock times follow from the start and each offset. */
export function EventAgenda({ id, event }: { id: string; event: LearningEvent }) {
  const { t } = useTranslation('learning');
  return (
    <section className={styles.agenda} aria-labelledby="event-agenda-title">
      <h2 id="event-agenda-title" className={styles.title}>
        {t('agendaTitle')}
      </h2>
      <ol className={cx(ui.list, styles.items)} data-event-agenda="">
        {event.agenda.map((item) => {
          const at = addMinutes(event.start, item.offsetMinutes);
          return (
            <li key={item.key} className={styles.item}>
              <time dateTime={at} className={styles.time}>
                {formatTime(at, t)}
              </time>
              <div className={styles.body}>
                <h3 className={styles.itemTitle}>{t(`sessions.${id}.agenda.${item.key}.title`)}</h3>
                <p className={styles.text}>{t(`sessions.${id}.agenda.${item.key}.text`)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
