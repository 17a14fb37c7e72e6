/**
 * Wordmarks of the three fictional investors on the leadership page, drawn like the partners'
 * (partner-logo.ts): each its own face and mark. Keys match INVESTOR_LINKS in
 * src/features/leadership/investors.ts; names come from locales/en/company.json (they are proper
 * nouns, the same in every language).
 */
import type { PartnerBrand } from './partner-brands';

export const INVESTOR_BRANDS: Record<string, PartnerBrand> = {
  i1: { face: { family: 'fraunces', weight: 600 }, mark: 'riverBend', layout: 'stacked' },
  i2: { face: { family: 'red-hat-display', weight: 800 }, mark: 'northStar', layout: 'stacked', upper: true, tracking: 0.05 },
  i3: { face: { family: 'bricolage-grotesque', weight: 700 }, mark: 'shieldWave', layout: 'stacked', tracking: -0.02 },
};

/** Where the site finds an investor's wordmark. */
export const investorLogoPath = (key: string): string => `/media/investors/${key}.svg`;
