/** The structured-data rules alone, on hand-made blocks (no build needed). */
import { describe, expect, it } from 'vitest';
import { structuredDataProblems } from './structured-data-rules';

const origin = 'https://www.quorvia.example';
const job = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Engineer',
  description: '<p>Build.</p>',
  identifier: { '@type': 'PropertyValue', name: 'Quorvia', value: 'QV-1' },
  datePosted: '2026-10-06',
  validThrough: '2026-12-31T23:59:59+00:00',
  employmentType: 'FULL_TIME',
  hiringOrganization: { '@type': 'Organization', name: 'Quorvia', sameAs: origin, logo: `${origin}/icon-512.png` },
  jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'FR' } },
  url: `${origin}/careers/job/QV-1`,
  mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/careers/job/QV-1` },
};
const remote = { ...job, jobLocation: undefined, jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Germany' } };
const event = {
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: 'Session',
  description: 'Live.',
  startDate: '2027-01-21T14:00:00+01:00',
  endDate: '2027-01-21T16:00:00+01:00',
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
  location: { '@type': 'VirtualLocation', url: `${origin}/hub/events/2711` },
  organizer: { '@type': 'Organization', name: 'Quorvia', url: origin },
};

describe('JobPosting rules', () => {
  it('pass an on-site job and a remote one', () => {
    expect(structuredDataProblems(job)).toEqual([]);
    expect(structuredDataProblems(JSON.parse(JSON.stringify(remote)))).toEqual([]);
  });
  it('fail on a place called Remote, a remote job without its country, and a country that is not an ISO code', () => {
    const placeRemote = { ...job, jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Remote', addressCountry: 'Germany' } } };
    expect(structuredDataProblems(placeRemote)).toEqual([
      'JobPosting jobLocation needs addressCountry as an ISO 3166-1 alpha-2 code (got "Germany")',
      'JobPosting has a place called "Remote": a remote job is jobLocationType TELECOMMUTE with applicantLocationRequirements',
    ]);
    expect(structuredDataProblems({ ...remote, applicantLocationRequirements: undefined })).toEqual([
      'a remote JobPosting (TELECOMMUTE) needs applicantLocationRequirements: a Country or AdministrativeArea with a name',
    ]);
    expect(structuredDataProblems({ ...job, jobLocation: undefined })).toEqual([
      'JobPosting needs jobLocation, or jobLocationType TELECOMMUTE with applicantLocationRequirements for a remote job',
    ]);
  });
  it('fail on a closing date without a time zone, an unknown employment type, a bare organisation and a url that is not the page', () => {
    const bad = { ...job, validThrough: '2026-12-31', employmentType: 'PERMANENT', hiringOrganization: { name: 'Quorvia' }, mainEntityOfPage: { '@id': `${origin}/fr/careers/job/QV-1` } };
    expect(structuredDataProblems(bad)).toEqual([
      'JobPosting validThrough must be a date-time with a time zone (got "2026-12-31")',
      'JobPosting hiringOrganization needs sameAs as an absolute URL',
      'JobPosting hiringOrganization needs an absolute logo URL',
      expect.stringContaining('JobPosting employmentType must be one of FULL_TIME'),
      'JobPosting mainEntityOfPage must name the same URL as url',
    ]);
  });
});

describe('Event rules', () => {
  it('pass a live online session and fail on what Google requires of one', () => {
    expect(structuredDataProblems(event)).toEqual([]);
    const bad = { ...event, startDate: '2027-01-21T14:00:00', endDate: undefined, eventStatus: 'Scheduled', location: { '@type': 'Place', name: 'Online' }, offers: { price: 'free', priceCurrency: 'euro' } };
    expect(structuredDataProblems(bad)).toEqual([
      'Event needs startDate as a date-time with a time zone (got "2027-01-21T14:00:00")',
      'Event needs endDate as a date-time with a time zone (got undefined)',
      expect.stringContaining('Event eventStatus must be one of'),
      'an online Event needs a location VirtualLocation with an absolute url',
      'Event offer price must be a number of 0 or more (got "free")',
      'Event offer needs priceCurrency as an ISO 4217 code',
      expect.stringContaining('Event offer availability must be one of'),
      'Event offer needs an absolute url',
    ]);
  });
});

describe('article author rules', () => {
  it('fail on a person without a url', () => {
    const post = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'H', datePublished: '2025-03-14', image: [`${origin}/a.webp`] };
    expect(structuredDataProblems({ ...post, author: { '@type': 'Person', name: 'Sofia Marangoni', url: `${origin}/about` } })).toEqual([]);
    expect(structuredDataProblems({ ...post, author: { '@type': 'Person', name: 'Sofia Marangoni' } })).toEqual(['BlogPosting author Sofia Marangoni needs an absolute url']);
  });
});
