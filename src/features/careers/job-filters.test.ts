import { describe, expect, it } from 'vitest';
import type { JobListing } from '../../content/jobs/job-listing';
import { filterJobs, filtersFromQuery, filtersToQuery, NO_FILTERS, regionOptions } from './job-filters';

const job = (id: string, region: string, team: string): JobListing => ({ id, title: id, city: 'x', country: 'x', region, team, experience: null, posted: '2026-01-01', lang: 'en' });
const jobs = [job('a', 'europe', 'eng'), job('b', 'unitedKingdom', 'prd'), job('c', 'europe', 'prd'), job('d', 'Singapore', 'eng')];

describe('job filters', () => {
  it('shows everything by default (all regions, all teams)', () => {
    expect(filterJobs(jobs, NO_FILTERS)).toHaveLength(4);
  });
  it('filters by region, by team and by both', () => {
    expect(filterJobs(jobs, { region: 'europe', team: 'all' }).map((j) => j.id)).toEqual(['a', 'c']);
    expect(filterJobs(jobs, { region: 'all', team: 'prd' }).map((j) => j.id)).toEqual(['b', 'c']);
    expect(filterJobs(jobs, { region: 'europe', team: 'prd' }).map((j) => j.id)).toEqual(['c']);
    expect(filterJobs(jobs, { region: 'northAmerica', team: 'all' })).toEqual([]);
  });
  it('offers the three regions and any other country in the list', () => {
    expect(regionOptions(jobs)).toEqual(['unitedKingdom', 'northAmerica', 'europe', 'Singapore']);
  });
  it('reads and writes the query string, ignoring unknown values', () => {
    expect(filtersFromQuery('?region=europe&team=eng', jobs)).toEqual({ region: 'europe', team: 'eng' });
    expect(filtersFromQuery('?region=Singapore', jobs)).toEqual({ region: 'Singapore', team: 'all' });
    expect(filtersFromQuery('?region=<script>&team=ceo', jobs)).toEqual(NO_FILTERS);
    expect(filtersToQuery({ region: 'europe', team: 'all' })).toBe('?region=europe');
    expect(filtersToQuery(NO_FILTERS)).toBe('');
  });
});
