/** Spec 000 section 9: the about page shows five random valid jobs. */
export const ABOUT_JOB_COUNT = 5;

/** Picks `count` items at random (Fisher-Yates on a copy): each item equally likely, order random. */
export function drawJobs<T>(pool: readonly T[], count = ABOUT_JOB_COUNT, random: () => number = Math.random): T[] {
  const copy = [...pool];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}
