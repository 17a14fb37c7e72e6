import type { ContentProblem } from '../content-error';
import { formatJsonPath } from '../content-error';
import { wordCount } from '../article/excerpt';

/** Reading speeds an editor's readingtime is checked against, in words a minute. */
const SLOW = 200;
const FAST = 250;
const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/**
 * What to write instead: minutes at the fast pace, rounded up, so a text longer than a minute's
 * reading never shows "less than a minute" (1 or less does, spec 000 section 9).
 */
export const suggestedMinutes = (words: number): number => Math.max(1, Math.ceil(words / FAST));

/**
 * Warnings for entries whose readingtime is far from what their text takes to read (a 466-word
 * post marked 0.5 reads as "less than a minute"). Tolerant on purpose: editors round, and
 * images or tables slow readers down, so only values beyond half the fast time or twice the slow
 * one, and more than a minute off, are flagged; so is "less than a minute" on a text longer than
 * a minute's reading at the fast pace. Warnings never stop the build.
 */
export function readingTimeWarnings(
  file: string,
  loaded: { items: ReadonlyArray<{ readingtime?: number; description?: string }>; sources: ReadonlyArray<ReadonlyArray<PropertyKey>> },
): ContentProblem[] {
  const warnings: ContentProblem[] = [];
  loaded.items.forEach((item, index) => {
    if (item.readingtime === undefined) return;
    const words = wordCount(item.description);
    const typical = words / ((SLOW + FAST) / 2);
    const tooShort = item.readingtime < words / FAST / 2;
    const tooLong = item.readingtime > (words / SLOW) * 2;
    // 1 or less is shown as "less than a minute": a claim the rounding tolerance must not excuse
    // for a text that takes longer than a minute even at the fast pace (a 425-word recap marked 1).
    const falseLessThanMinute = item.readingtime <= 1 && words > FAST;
    const farOff = (tooShort || tooLong) && Math.abs(item.readingtime - typical) > 1;
    if (!falseLessThanMinute && !farOff) return;
    warnings.push({
      file,
      path: formatJsonPath([...(loaded.sources[index] ?? [index]), 'readingtime']),
      message: `is ${minutes(item.readingtime)}, but the text has ${words} words: about ${minutes(suggestedMinutes(words))} at ${SLOW}-${FAST} words a minute`,
    });
  });
  return warnings;
}
