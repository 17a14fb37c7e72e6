import { loadList, type Loaded } from '../load-entries';
import { partnerSchema, type Partner } from './partner-schema';

export const PARTNERS_FILE = 'data/partners.json';

export function loadPartners(contentDir: string): Loaded<Partner> {
  return loadList(contentDir, PARTNERS_FILE, partnerSchema);
}

/** Spec 000 section 9: partners are shown sorted by name. */
export function sortPartners(partners: readonly Partner[]): Partner[] {
  return [...partners].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
