import { describe, expect, it } from 'vitest';
import { calendarDay, isoDay, newestDate, w3cDate, newestFirst, rfc822, timeOf, wholeDaysSince, withTimeZone } from './calendar';

describe('calendar (UTC)', () => {
  it('reads dates, date-times with offsets, and date-times without one as UTC', () => {
    expect(timeOf('2024-02-20')).toBe(Date.UTC(2024, 1, 20));
    expect(timeOf('2024-02-20T09:30:00')).toBe(Date.UTC(2024, 1, 20, 9, 30));
    expect(timeOf('2024-02-20T09:30:00+0200')).toBe(Date.UTC(2024, 1, 20, 7, 30));
    expect(Number.isNaN(timeOf('20/02/2024'))).toBe(true);
    expect(calendarDay('2024-02-20T23:30:00-05:00')).toEqual({ year: 2024, month: 2, day: 21 });
    expect(calendarDay('soon')).toBeNull();
  });
  it('counts whole days since a date, never negative', () => {
    const now = new Date('2026-11-21T15:30:00Z');
    expect(['2026-11-21', '2026-11-20', '2026-11-19', '2026-10-21', '2026-12-01', 'soon'].map((d) => wholeDaysSince(d, now))).toEqual([0, 1, 2, 31, 0, 0]);
    expect(wholeDaysSince('2026-11-19T22:00:00Z', now)).toBe(2);
  });
  it('gives content dates a time zone: midnight, or the end of the day for a closing date', () => {
    expect(withTimeZone('2026-12-31')).toBe('2026-12-31T00:00:00+00:00');
    expect(withTimeZone('2026-12-31', { endOfDay: true })).toBe('2026-12-31T23:59:59+00:00');
    expect(withTimeZone('2026-12-31T17:00:00+01:00', { endOfDay: true })).toBe('2026-12-31T17:00:00+01:00');
    expect(withTimeZone('2026-12-31T17:00:00')).toBe('2026-12-31T17:00:00+00:00');
  });
  it('writes content dates as W3C dates for lastmod: a day stays a day, a date-time gets its offset', () => {
    expect(['2025-03-14', '2025-03-14T09:30:00', '2025-03-14 09:30:00Z', '2025-03-14T09:30:00+02:00', 'soon'].map(w3cDate)).toEqual([
      '2025-03-14',
      '2025-03-14T09:30:00+00:00',
      '2025-03-14T09:30:00Z',
      '2025-03-14T09:30:00+02:00',
      null,
    ]);
  });
  it('picks the newest content date, ignoring missing and unreadable ones', () => {
    expect(newestDate(['2025-01-02', null, '2025-03-01T08:00:00Z', 'soon', '2025-02-28'])).toBe('2025-03-01T08:00:00Z');
    expect(newestDate(['2025-03-01T23:00:00-05:00', '2025-03-02'])).toBe('2025-03-01T23:00:00-05:00');
    expect(newestDate([undefined, 'soon'])).toBeNull();
  });
  it('writes the build day, RSS dates and sorts newest first', () => {
    expect(isoDay(new Date('2026-11-21T23:59:00Z'))).toBe('2026-11-21');
    expect(rfc822('2025-03-14')).toBe('Fri, 14 Mar 2025 00:00:00 GMT');
    const list = [{ id: 'b', date: '2025-01-01' }, { id: 'a', date: '2025-01-01' }, { id: 'c', date: '2025-02-01T08:00:00' }];
    expect(list.sort(newestFirst).map((x) => x.id)).toEqual(['c', 'a', 'b']);
  });
});
