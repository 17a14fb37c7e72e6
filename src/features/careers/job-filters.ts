import type { JobListing } from '../../content/jobs/job-listing';
import { REGIONS } from '../../content/jobs/job-region';
import { TEAM_CODES } from '../../content/jobs/team-codes';

export const ALL = 'all';

export interface JobFilters {
  /** Region key, a country outside the regions as written, or "all". */
  region: string;
  /** Team code or "all". */
  team: string;
}

export const NO_FILTERS: JobFilters = { region: ALL, team: ALL };

/** Whether the reader narrowed the list (an empty list then means "no match", not "no jobs"). */
export const hasFilters = (filters: JobFilters): boolean => filters.region !== ALL || filters.team !== ALL;

/** The three regions, then any other country the jobs carry, alphabetically. */
export function regionOptions(jobs: readonly JobListing[]): string[] {
  const others = [...new Set(jobs.map((j) => j.region).filter((r) => !(REGIONS as readonly string[]).includes(r)))].sort((a, b) => a.localeCompare(b));
  return [...REGIONS, ...others];
}

export const teamOptions = (): readonly string[] => TEAM_CODES;

/**
 * Filters from the query string (?region=europe&team=eng). Unknown values fall back to "all", so
 * an old or mistyped link still shows jobs instead of an empty list.
 */
export function filtersFromQuery(search: string, jobs: readonly JobListing[]): JobFilters {
  const params = new URLSearchParams(search);
  const region = params.get('region') ?? ALL;
  const team = params.get('team') ?? ALL;
  return {
    region: regionOptions(jobs).includes(region) ? region : ALL,
    team: (TEAM_CODES as readonly string[]).includes(team) ? team : ALL,
  };
}

export function filtersToQuery(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.region !== ALL) params.set('region', filters.region);
  if (filters.team !== ALL) params.set('team', filters.team);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function filterJobs(jobs: readonly JobListing[], filters: JobFilters): JobListing[] {
  return jobs.filter((job) => (filters.region === ALL || job.region === filters.region) && (filters.team === ALL || job.team === filters.team));
}
