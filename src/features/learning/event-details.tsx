import { useTranslation } from '../../lib/i18n/use-translation';
import type { ReactNode } from 'react';
import { CalendarDays, Clock, Hourglass, MonitorPlay, type LucideIcon } from 'lucide-react';
import type { LearningEvent } from '../../config/learning-forms';
import { eventTimes, isoDuration } from './event-time';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { personPicture } from '../../lib/images/person-pictures';
import styles from './event-details.module.css';
import { cx, ui } from '../../styles/primitives';

/** One fact of the list: its icon and name, then its value; `data` marks the value for the tests. */
function Fact({ icon: Icon, label, data, children }: { icon: LucideIcon; label: string; data?: `data-${string}`; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>
        <Icon size={18} aria-hidden="true" />
        {label}
      </dt>
      <dd {...(data && { [data]: '' })}>{children}</dd>
    </div>
  );
}

/** The facts a visitor checks before registering: when, how long, how, and who presents. */
export function EventDetails({ id, event }: { id: string; event: LearningEvent }) {
  const { t } = useTranslation('learning');
  const when = eventTimes(event, t);
  return (
    <section className={styles.panel} aria-labelledby="event-details-title" data-event-details="">
      <h2 id="event-details-title" className={styles.title}>
        {t('details.title')}
      </h2>
      <dl className={styles.facts}>
        <Fact icon={CalendarDays} label={t('details.date')}>
          <time dateTime={event.start} data-event-date="">
            {when.date}
          </time>
        </Fact>
        <Fact icon={Clock} label={t('details.time')} data="data-event-time">
          <time dateTime={event.start}>{when.startTime}</time> – <time dateTime={when.end}>{when.endTime}</time> {when.zone}
          <span className={styles.offset}>{when.offset}</span>
        </Fact>
        <Fact icon={Hourglass} label={t('details.duration')}>
          <time dateTime={isoDuration(event.durationMinutes)} data-event-duration="">
            {when.duration}
          </time>
        </Fact>
        <Fact icon={MonitorPlay} label={t('details.format')} data="data-event-format">
          <span className={styles.live} aria-hidden="true" />
          {t(`formats.${event.format}`)}
        </Fact>
      </dl>
      <h3 className={cx(ui.kicker, styles.subtitle)}>{t('speakersTitle')}</h3>
      <ul className={cx(ui.grid, styles.speakers)}>
        {event.speakers.map((speaker) => (
          <li key={speaker.key} className={styles.speaker} data-speaker={speaker.key}>
            {speaker.picture ? (
              <ResponsiveImage image={personPicture(speaker.picture)} slot="avatar" alt="" className={styles.portrait} />
            ) : (
              <span className={styles.initials} aria-hidden="true">
                {speaker.name
                  .split(/\s+/)
                  .map((part) => part[0])
                  .slice(0, 2)
                  .join('')}
              </span>
            )}
            <div>
              <p className={styles.name}>{speaker.name}</p>
              <p className={styles.role}>{t(`sessions.${id}.speakers.${speaker.key}.role`)}</p>
              <p className={cx(ui.note, styles.bio)}>{t(`sessions.${id}.speakers.${speaker.key}.bio`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
