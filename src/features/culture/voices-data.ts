import type { OfficeKey } from './office-art';

/**
 * Who speaks in the culture page's quotes: people of content/data/executives.json, with their
 * own portraits (the same drawings as on the leadership page). Quotes and roles are copy, in
 * company.json `culture.voices.{key}`.
 */
export interface TeamVoice {
  key: 'mathilde' | 'adaeze' | 'ines';
  name: string;
  picture: string;
  office: OfficeKey;
}

export const TEAM_VOICES: readonly TeamVoice[] = [
  { key: 'mathilde', name: 'Mathilde Reuland', picture: '/media/people/mathilde-reuland.webp', office: 'luxembourg' },
  { key: 'adaeze', name: 'Adaeze Nwankwo-Harlow', picture: '/media/people/adaeze-nwankwo-harlow.webp', office: 'london' },
  { key: 'ines', name: 'Inês Valadares Cunha', picture: '/media/people/ines-valadares-cunha.webp', office: 'paris' },
];
