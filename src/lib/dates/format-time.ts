import type { TFunction } from 'i18next';
import { timeOf } from './calendar';
import { formatDate, type DateStyle } from './format-date';

/**
 * Events happen at a wall-clock time in one place: an ISO date-time with its own offset
 * (2027-01-21T14:00:00+01:00) is shown in that offset, never in the build's or the reader's zone,
 * so the prerendered page and the hydrated one say the same thing.
 */
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

function offsetMinutes(iso: string): number {
  const match = OFFSET.exec(iso.trim());
  if (!match || match[1] === 'Z') return 0;
  const raw = match[1]!.replace(':', '');
  const sign = raw.startsWith('-') ? -1 : 1;
  return sign * (Number(raw.slice(1, 3)) * 60 + Number(raw.slice(3, 5)));
}

const two = (n: number) => String(n).padStart(2, '0');

/** The same instant moved by `minutes`, written with the original offset. */
export function addMinutes(iso: string, minutes: number): string {
  const offset = offsetMinutes(iso);
  const local = new Date(timeOf(iso) + (offset + minutes) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local.toISOString().slice(0, 19)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** Hours and minutes on the event's own clock. */
function wallClock(iso: string): { hours: number; minutes: number; day: string } | null {
  const time = timeOf(iso);
  if (Number.isNaN(time)) return null;
  const local = new Date(time + offsetMinutes(iso) * 60_000);
  return { hours: local.getUTCHours(), minutes: local.getUTCMinutes(), day: local.toISOString().slice(0, 10) };
}

/**
 * The clock time in the language's own pattern: "2:00 PM" (en, common:dates.clock 12), "14:00"
 * (uk), "14 h 00" (fr). Patterns come from common:dates like the rest of the date words.
 */
export function formatTime(iso: string, t: TFunction): string {
  const clock = wallClock(iso);
  if (!clock) return iso;
  if (t('common:dates.clock') === '12') {
    return t('common:dates.time12', {
      hours: String(clock.hours % 12 || 12),
      minutes: two(clock.minutes),
      period: t(clock.hours < 12 ? 'common:dates.am' : 'common:dates.pm'),
    });
  }
  return t('common:dates.time24', { hours: two(clock.hours), minutes: two(clock.minutes) });
}

/** The event's calendar day on its own clock (formatDate alone would give the UTC day). */
export function formatEventDate(iso: string, style: DateStyle, t: TFunction): string {
  const clock = wallClock(iso);
  return clock ? formatDate(clock.day, style, t) : iso;
}

/** "UTC+01:00" for a date-time's offset, the unambiguous part of a time zone label. */
export function utcOffsetLabel(iso: string): string {
  const offset = offsetMinutes(iso);
  if (offset === 0) return 'UTC';
  const abs = Math.abs(offset);
  return `UTC${offset < 0 ? '−' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
