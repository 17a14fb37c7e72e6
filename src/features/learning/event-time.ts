import type { TFunction } from 'i18next';
import type { LearningEvent } from '../../config/learning-forms';
import { addMinutes, formatEventDate, formatTime, utcOffsetLabel } from '../../lib/dates/format-time';

/** ISO 8601 duration for <time datetime>: 120 -> PT2H, 90 -> PT1H30M. */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

/** Everything the page writes about when a session happens, from the registry and the dates module. */
export function eventTimes(event: LearningEvent, t: TFunction) {
  const end = addMinutes(event.start, event.durationMinutes);
  return {
    end,
    date: formatEventDate(event.start, 'long', t),
    startTime: formatTime(event.start, t),
    endTime: formatTime(end, t),
    zone: event.timeZone,
    offset: utcOffsetLabel(event.start),
    duration:
      event.durationMinutes % 60 === 0
        ? t('learning:details.hours', { count: event.durationMinutes / 60 })
        : `${event.durationMinutes} min`,
  };
}
