/**
 * Date arithmetic of the site, all in UTC, so the build machine, the CDN and every visitor's
 * browser agree on which day a date is. Content dates are ISO: 2025-03-14, or a date-time such as
 * 2025-03-14T09:30:00Z. A date-time without an offset is read as UTC too (Date.parse would read
 * it in the local time zone, which differs between the build and the browser).
 */
import { byCodeUnits } from '../text-order';

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY = 86_400_000;

/** Milliseconds since the epoch of an ISO date or date-time, or NaN when it is not one. */
export function timeOf(iso: string): number {
  const match = ISO.exec(iso.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hours = '00', minutes = '00', seconds = '00', offset] = match;
  const time = Date.parse(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}${normalizeOffset(offset)}`);
  return time;
}

function normalizeOffset(offset: string | undefined): string {
  if (!offset || offset === 'Z') return 'Z';
  return offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
}

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** The UTC calendar day of an ISO date or date-time, or null when it is not one. */
export function calendarDay(iso: string): CalendarDay | null {
  const time = timeOf(iso);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** YYYY-MM-DD of an instant, in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Newest first by date (ties by id), the order of every list of posts and articles. */
export function newestFirst<T extends { date: string; id: string }>(a: T, b: T): number {
  return (timeOf(b.date) || 0) - (timeOf(a.date) || 0) || byCodeUnits(a.id, b.id);
}

/** Whole days from a date (its UTC midnight) to `now`; never negative, 0 for an unreadable date. */
export function wholeDaysSince(iso: string, now: Date): number {
  const day = calendarDay(iso);
  if (!day) return 0;
  const start = Date.UTC(day.year, day.month - 1, day.day);
  return Math.max(0, Math.floor((now.getTime() - start) / DAY));
}

/**
 * A content date with a time zone, as structured data wants it: a bare calendar date is midnight
 * UTC, or with `endOfDay` the last second of that day (a closing date includes its day); a
 * date-time without an offset is UTC, as everywhere on the site.
 */
export function withTimeZone(date: string, { endOfDay = false } = {}): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return `${date}T${endOfDay ? '23:59:59' : '00:00:00'}+00:00`;
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(date)) return date;
  return `${date}+00:00`;
}

/**
 * A content date as the sitemap's lastmod and og:updated_time want it (W3C Datetime): a calendar
 * date stays a date, a date-time gets its offset (UTC when it has none); null when unreadable.
 */
export function w3cDate(date: string): string | null {
  const trimmed = date.trim();
  if (Number.isNaN(timeOf(trimmed))) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? trimmed : withTimeZone(trimmed.replace(' ', 'T'));
}

/** The newest of some content dates as written (unreadable ones ignored), or null when there is none. */
export function newestDate(dates: Iterable<string | null | undefined>): string | null {
  let newest: string | null = null;
  for (const date of dates) {
    if (!date || Number.isNaN(timeOf(date))) continue;
    if (newest === null || timeOf(date) > timeOf(newest)) newest = date;
  }
  return newest;
}

/** RFC 822 date of RSS feeds (always GMT). */
export function rfc822(iso: string): string {
  return new Date(timeOf(iso)).toUTCString();
}
