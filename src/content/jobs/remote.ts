/**
 * A fully remote job is written with the city "Remote" (any case); its `country` then names the
 * country applicants must live in (content/README.md, "Jobs").
 */
export function isRemoteJob(job: { city: string }): boolean {
  return job.city.trim().toLowerCase() === 'remote';
}
