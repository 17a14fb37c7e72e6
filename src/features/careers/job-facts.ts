import { wholeDaysSince } from '../../lib/dates/calendar';

/** Whole days between the posting date (UTC midnight) and `now`; never negative. */
export const daysSincePosting = (posted: string, now: Date): number => wholeDaysSince(posted, now);

/** Spec 000 section 2: the side card shows days since posting only when more than 1. */
export function showsDaysSince(days: number): boolean {
  return days > 1;
}

/**
 * Experience as written by the recruiting tool: a number (3) or text ("3+", "5-7"). `count`
 * chooses the singular or plural wording; text without a number reads as plural.
 */
export function experienceYears(experience: number | string | undefined | null): { value: string; count: number } | null {
  if (experience === undefined || experience === null) return null;
  if (typeof experience === 'number') return Number.isFinite(experience) && experience >= 0 ? { value: String(experience), count: experience } : null;
  const value = experience.trim();
  if (!value) return null;
  const leading = /^\d+(?:[.,]\d+)?/.exec(value);
  const count = leading ? Number(leading[0].replace(',', '.')) : 2;
  // "1+" or "1-2" mean more than one year: plural.
  return { value, count: leading && leading[0] === value ? count : Math.max(count, 2) };
}
