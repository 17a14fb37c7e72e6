import { describe, expect, it } from 'vitest';
import { localeTranslator as translator } from '../../../scripts/lib/locale-translator';
import { addMinutes, formatEventDate, formatTime, utcOffsetLabel } from './format-time';

const START = '2027-01-21T14:00:00+01:00';

describe('event times', () => {
  it('shows the clock of the event, not UTC', () => {
    expect(formatTime(START, translator('en'))).toBe('2:00 PM');
    expect(formatTime(START, translator('uk'))).toBe('14:00');
    expect(formatTime(START, translator('fr'))).toBe('14 h 00');
    expect(formatTime(START, translator('pt'))).toBe('14h00');
    expect(formatTime(START, translator('lu'))).toBe('14:00 Auer');
    expect(formatTime('2027-01-21T00:05:00+01:00', translator('en'))).toBe('12:05 AM');
  });
  it('keeps the offset when adding minutes and gives the local day', () => {
    expect(addMinutes(START, 105)).toBe('2027-01-21T15:45:00+01:00');
    expect(utcOffsetLabel(START)).toBe('UTC+01:00');
    // 00:30 in Luxembourg is still the previous day in UTC: the page shows the event's day.
    expect(formatEventDate('2027-01-22T00:30:00+01:00', 'long', translator('en'))).toBe('January 22, 2027');
  });
});
