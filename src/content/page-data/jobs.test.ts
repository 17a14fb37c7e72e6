import { describe, expect, it } from 'vitest';
import { buildDate, oneMonthAfter } from './jobs';

describe('job posting dates', () => {
  it('runs one calendar month past the build', () => {
    expect(oneMonthAfter('2026-11-21')).toBe('2026-12-21');
    expect(oneMonthAfter('2026-12-15')).toBe('2027-01-15');
    expect(oneMonthAfter('2027-01-31')).toBe('2027-02-28');
    expect(oneMonthAfter('2028-01-31')).toBe('2028-02-29');
  });
  it('writes the build day in UTC', () => {
    expect(buildDate(new Date('2026-11-21T23:59:00Z'))).toBe('2026-11-21');
  });
});
