import { CalendarDays, Clock, MonitorPlay } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { LearningEvent } from '../../config/learning-forms';
import { eventTimes } from './event-time';
import styles from './learning.module.css';
import { cx, ui } from '../../styles/primitives';

/**
 * Date, time and format of a session as a row of chips: in the hero, and in the registration
 * fallback, where a visitor whose network blocks the form still needs to know what they sign up for.
 */
export function EventSummary({ event, tone = 'night' }: { event: LearningEvent; tone?: 'night' | 'paper' }) {
  const { t } = useTranslation('learning');
  const when = eventTimes(event, t);
  return (
    <ul className={cx(ui.list, styles.summary, tone === 'paper' && styles.summaryPaper)} data-event-summary="">
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
  );
}
