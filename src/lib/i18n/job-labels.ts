import type { TFunction } from 'i18next';
import { countryCode, REGIONS } from '../../content/jobs/job-region';
import { isRemoteJob } from '../../content/jobs/remote';

/** A region key in this language, or a country outside the three regions as written. */
export function regionLabel(t: TFunction, region: string): string {
  return (REGIONS as readonly string[]).includes(region) ? t(`careers:regions.${region}`) : region;
}

export function teamLabel(t: TFunction, team: string): string {
  return t(`careers:teams.${team}`, { defaultValue: team });
}

/** The country in this language when the site knows it (ISO code), else as the recruiting tool wrote it. */
export function countryLabel(t: TFunction, country: string): string {
  const code = countryCode(country);
  return code ? t(`careers:countries.${code}`) : country;
}

/** The office city; "Remote" is a way of working, not a place name, so it is translated. */
export function cityLabel(t: TFunction, city: string): string {
  return isRemoteJob({ city }) ? t('careers:remote') : city;
}

/** "City, Country" in the page language. */
export function placeLabel(t: TFunction, job: { city: string; country: string }): string {
  return `${cityLabel(t, job.city)}, ${countryLabel(t, job.country)}`;
}
