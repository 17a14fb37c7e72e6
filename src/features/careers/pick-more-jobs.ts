import type { JobListing } from '../../content/jobs/job-listing';

/**
 * Spec 000 section 2, "more jobs": other valid jobs in the same city or the same team; when none
 * match, one other valid job picked at random; when there is none, an empty list ("no jobs").
 */
export function pickMoreJobs(job: Pick<JobListing, 'id' | 'city' | 'team'>, others: readonly JobListing[], random: () => number = Math.random): JobListing[] {
  const candidates = others.filter((other) => other.id !== job.id);
  const city = job.city.trim().toLowerCase();
  const related = candidates.filter((other) => other.city.trim().toLowerCase() === city || other.team === job.team);
  if (related.length > 0) return related;
  if (candidates.length === 0) return [];
  return [candidates[Math.floor(random() * candidates.length)]!];
}
