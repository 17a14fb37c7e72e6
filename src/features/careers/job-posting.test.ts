import { describe, expect, it } from 'vitest';
import type { JobPageData } from '../../content/page-data/types';
import { jobPostingJsonLd } from './job-posting';

const job: JobPageData['job'] = {
  id: 'QV-ENG-0142',
  title: 'Senior Backend Engineer',
  city: 'Luxembourg',
  country: 'Luxembourg',
  region: 'europe',
  team: 'eng',
  experience: 5,
  posted: '2026-09-14',
  lang: 'en',
  applyUrl: 'https://jobs.example/apply',
  excerpt: 'Build the ingestion pipeline.',
  body: { ok: true, html: '<h3 id="role">Role</h3><p>Build it.</p>', toc: [], providers: [], words: 3 },
  validThrough: '2026-12-21',
  languages: ['en', 'uk'],
};

describe('JobPosting structured data', () => {
  it("carries Google's required properties and the issue's fixed values", () => {
    const data = jobPostingJsonLd(job, 'https://www.quorvia.example/careers/job/QV-ENG-0142');
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Backend Engineer',
      description: '<h3 id="role">Role</h3><p>Build it.</p>',
      datePosted: '2026-09-14',
      validThrough: '2026-12-21T23:59:59+00:00',
      employmentType: 'FULL_TIME',
      industry: 'Technology',
      identifier: { '@type': 'PropertyValue', value: 'QV-ENG-0142' },
      hiringOrganization: { '@type': 'Organization', name: 'Quorvia' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Luxembourg', addressCountry: 'LU' } },
      experienceRequirements: { monthsOfExperience: 60 },
      url: 'https://www.quorvia.example/careers/job/QV-ENG-0142',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.quorvia.example/careers/job/QV-ENG-0142' },
    });
    expect(data).not.toHaveProperty('jobLocationType');
  });
  it('marks a fully remote job TELECOMMUTE with the country applicants must live in, and no place called Remote', () => {
    const data = jobPostingJsonLd({ ...job, city: ' remote ', country: 'Deutschland' }, 'u');
    expect(data).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Germany' } });
    expect(data).not.toHaveProperty('jobLocation');
    expect(JSON.stringify(data)).not.toMatch(/"addressLocality":"\s*remote/i);
    expect(jobPostingJsonLd({ ...job, city: 'Remote', country: 'EU' }, 'u')).toMatchObject({ applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'EU' } });
  });
  it("takes validThrough from the job's closing date only, and gives an unknown country no made-up code", () => {
    expect(jobPostingJsonLd({ ...job, validThrough: null }, 'u')).not.toHaveProperty('validThrough');
    expect(jobPostingJsonLd({ ...job, validThrough: '2027-01-15T12:00:00+01:00' }, 'u').validThrough).toBe('2027-01-15T12:00:00+01:00');
    const data = jobPostingJsonLd({ ...job, country: 'Atlantis' }, 'u');
    expect(data.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Luxembourg' } });
  });
  it('falls back to the excerpt when the description could not be decoded, and skips fuzzy experience', () => {
    const data = jobPostingJsonLd({ ...job, experience: '3+', body: { ok: true, html: '', toc: [], providers: [], words: 0 } }, 'u');
    expect(data.description).toBe('<p>Build the ingestion pipeline.</p>');
    expect(data).not.toHaveProperty('experienceRequirements');
  });
});
