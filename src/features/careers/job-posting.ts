import { site } from '../../config/site';
import { absoluteUrl } from '../../lib/i18n/localize-path';
import type { JsonLd } from '../../lib/head/structured-data';
import type { JobPageData } from '../../content/page-data/types';
import { withTimeZone } from '../../lib/dates/calendar';
import { experienceYears } from './job-facts';
import { countryCode, countryLabel } from '../../content/jobs/job-region';
import { isRemoteJob } from '../../content/jobs/remote';

/**
 * Where the job is done. On site: a Place whose PostalAddress has the ISO country code (a country
 * the site cannot read gets no addressCountry, and the seo gate names the job). Fully remote:
 * no place at all (a place called "Remote" is wrong), but TELECOMMUTE and the country applicants
 * must live in, as Google's rules for remote jobs ask.
 */
function location(job: JobPageData['job']): JsonLd {
  const code = countryCode(job.country);
  if (isRemoteJob(job)) {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: code
        ? { '@type': 'Country', name: countryLabel(code) }
        : // "EU" or "Europe": an area rather than one country.
          { '@type': 'AdministrativeArea', name: job.country.trim() },
    };
  }
  return {
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.city, ...(code ? { addressCountry: code } : {}) },
    },
  };
}

/**
 * JobPosting for search engines: Google's required properties (title, description, datePosted,
 * hiringOrganization, jobLocation or, for a remote job, applicantLocationRequirements) plus
 * employmentType, industry, identifier, validThrough when the job has a closing date and, where
 * the job states a number of years, the experience asked for. There is no baseSalary: the job
 * data has no salary. `url` is the page's canonical, so an untranslated language copy names the
 * English page as its head does.
 */
export function jobPostingJsonLd(job: JobPageData['job'], canonicalUrl: string): JsonLd {
  const years = experienceYears(job.experience);
  const description = job.body.ok && job.body.html.trim() ? job.body.html : `<p>${job.excerpt || job.title}</p>`;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.id },
    datePosted: job.posted,
    ...(job.validThrough ? { validThrough: withTimeZone(job.validThrough, { endOfDay: true }) } : {}),
    employmentType: 'FULL_TIME',
    industry: 'Technology',
    hiringOrganization: {
      '@type': 'Organization',
      '@id': `${site.origin}/#organization`,
      name: site.name,
      sameAs: site.origin,
      logo: absoluteUrl(site.origin, '/icon-512.png'),
    },
    ...location(job),
    ...(years && Number.isFinite(years.count) && /^\d+$/.test(years.value)
      ? { experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: years.count * 12 } }
      : {}),
    ...(job.applyUrl ? { directApply: false } : {}),
    url: canonicalUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl },
  };
}
