import { describe, expect, it } from 'vitest';
import type { JobListing } from '../../content/jobs/job-listing';
import { pickMoreJobs } from './pick-more-jobs';

const job = (id: string, city: string, team: string): JobListing => ({ id, title: id, city, country: 'x', region: 'europe', team, experience: null, posted: '2026-01-01', lang: 'en' });
const current = job('me', 'Paris', 'eng');

describe('pickMoreJobs', () => {
  it('lists jobs in the same city or the same team', () => {
    const others = [job('a', 'paris ', 'fin'), job('b', 'London', 'eng'), job('c', 'London', 'prd'), current];
    expect(pickMoreJobs(current, others).map((j) => j.id)).toEqual(['a', 'b']);
  });
  it('falls back to one random other job', () => {
    const others = [job('x', 'London', 'prd'), job('y', 'Boston', 'fin'), job('z', 'Luxembourg', 'lab')];
    expect(pickMoreJobs(current, others, () => 0).map((j) => j.id)).toEqual(['x']);
    expect(pickMoreJobs(current, others, () => 0.99).map((j) => j.id)).toEqual(['z']);
  });
  it('is empty when no other job exists', () => {
    expect(pickMoreJobs(current, [])).toEqual([]);
    expect(pickMoreJobs(current, [current])).toEqual([]);
  });
});
