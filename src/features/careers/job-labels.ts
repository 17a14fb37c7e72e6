import type { TFunction } from 'i18next';
import { REGIONS } from '../../content/jobs/job-region';

/** A region key in this language, or a country outside the three regions as written. */
export function regionLabel(t: TFunction, region: string): string {
  return (REGIONS as readonly string[]).includes(region) ? t(`careers:regions.${region}`) : region;
}

export function teamLabel(t: TFunction, team: string): string {
  return t(`careers:teams.${team}`, { defaultValue: team });
}
