import { site } from '../../config/site';
import { absoluteUrl } from '../../lib/i18n/localize-path';
import type { JsonLd } from '../../lib/head/structured-data';
import type { JobPageData } from '../../content/page-data/types';
import { experienceYears } from './job-facts';
import { countryCode } from '../../content/jobs/job-region';

/**
 * JobPosting for search engines (issue 6): Google's required properties (title, description,
 * datePosted, hiringOrganization, jobLocation) plus employmentType, industry, validThrough,
 * identifier and, where the job states a number of years, the experience asked for.
 */
export function jobPostingJsonLd(job: JobPageData['job'], url: string): JsonLd {
  const years = experienceYears(job.experience);
  const description = job.body.ok && job.body.html.trim() ? job.body.html : `<p>${job.excerpt || job.title}</p>`;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.id },
    datePosted: job.posted,
    validThrough: `${job.validThrough}T23:59:59+00:00`,
    employmentType: 'FULL_TIME',
    industry: 'Technology',
    hiringOrganization: {
      '@type': 'Organization',
      '@id': `${site.origin}/#organization`,
      name: site.name,
      sameAs: site.origin,
      logo: absoluteUrl(site.origin, '/icon-512.png'),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: countryCode(job.country) ?? job.country },
    },
    ...(years && Number.isFinite(years.count) && /^\d+$/.test(years.value)
      ? { experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: years.count * 12 } }
      : {}),
    ...(job.applyUrl ? { directApply: false } : {}),
    url,
  };
}
