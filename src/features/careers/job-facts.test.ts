import { describe, expect, it } from 'vitest';
import { daysSincePosting, experienceYears, showsDaysSince } from './job-facts';

describe('days since posting', () => {
  const now = new Date('2026-11-21T15:30:00Z');
  it('counts whole days from the posting date', () => {
    expect(daysSincePosting('2026-11-21', now)).toBe(0);
    expect(daysSincePosting('2026-11-20', now)).toBe(1);
    expect(daysSincePosting('2026-11-19', now)).toBe(2);
    expect(daysSincePosting('2026-10-21', now)).toBe(31);
  });
  it('never goes negative for a future date and survives a bad one', () => {
    expect(daysSincePosting('2026-12-01', now)).toBe(0);
    expect(daysSincePosting('soon', now)).toBe(0);
  });
  it('is shown only above one day', () => {
    expect(showsDaysSince(0)).toBe(false);
    expect(showsDaysSince(1)).toBe(false);
    expect(showsDaysSince(2)).toBe(true);
  });
});

describe('experience', () => {
  it('takes numbers and text', () => {
    expect(experienceYears(1)).toEqual({ value: '1', count: 1 });
    expect(experienceYears(4)).toEqual({ value: '4', count: 4 });
    expect(experienceYears(' 3 ')).toEqual({ value: '3', count: 3 });
    expect(experienceYears('1')).toEqual({ value: '1', count: 1 });
  });
  it('reads ranges and "n+" as plural', () => {
    expect(experienceYears('1+')).toEqual({ value: '1+', count: 2 });
    expect(experienceYears('1-2')).toEqual({ value: '1-2', count: 2 });
    expect(experienceYears('5+')).toEqual({ value: '5+', count: 5 });
  });
  it('has nothing to show for missing or blank values', () => {
    expect(experienceYears(undefined)).toBeNull();
    expect(experienceYears('  ')).toBeNull();
    expect(experienceYears(-1)).toBeNull();
  });
});
