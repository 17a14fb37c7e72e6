import { describe, expect, it } from 'vitest';
import { parseJobFeed } from './job-listing';

const job = (id: string, extra: Record<string, unknown> = {}) => ({
  referencenumber: id,
  title: `Job ${id}`,
  city: 'Luxembourg',
  country: 'Luxembourg',
  team_code: 'eng',
  experience: 3,
  date: { valid: true, posted: '2026-10-01' },
  ...extra,
});

describe('parseJobFeed', () => {
  it('keeps valid jobs only, newest first, with their region', () => {
    const feed = {
      a: job('a'),
      b: job('b', { date: { valid: false, posted: '2026-11-01' } }),
      c: job('c', { date: { valid: true, posted: '2026-11-02' }, country: 'UK' }),
      d: job('d', { date: { valid: 'true', posted: '2026-11-03' } }),
    };
    const jobs = parseJobFeed(feed);
    expect(jobs.map((j) => j.id)).toEqual(['c', 'a']);
    expect(jobs[0]!.region).toBe('unitedKingdom');
    expect(jobs[1]!.region).toBe('europe');
  });

  it('accepts a list as well as an object keyed by reference', () => {
    expect(parseJobFeed([job('x'), job('y', { date: { valid: true, posted: '2026-12-01' } })]).map((j) => j.id)).toEqual(['y', 'x']);
  });

  it('skips malformed entries instead of failing the whole list', () => {
    const jobs = parseJobFeed([null, 'text', job('ok'), job('no-title', { title: '' }), job('no-date', { date: undefined }), job('bad-exp', { experience: { years: 2 } })]);
    expect(jobs.map((j) => j.id)).toEqual(['bad-exp', 'ok']);
    expect(jobs[0]!.experience).toBeNull();
  });

  it('throws on a feed that is not an object', () => {
    expect(() => parseJobFeed('<!doctype html>')).toThrow();
    expect(() => parseJobFeed(null)).toThrow();
  });
});
