/**
 * The plan's figures as numbers (tCO2e, calendar years), so the page can draw tiles and a chart.
 * They must agree with the text of the "baseline" and "current" sections in environment.json, which
 * the PDF is typeset from: change both together.
 */
export interface EmissionsSource {
  /** Locale key under environment.figures.sources. */
  key: 'scope1' | 'scope2' | 'travel' | 'commuting' | 'hardware' | 'cloud' | 'other';
  baseline: number;
  current: number;
}

export const EMISSIONS = {
  baselineYear: 2022,
  currentYear: 2025,
  targetYear: 2030,
  /** The interim target: at least this many percent below the baseline by targetYear (spec). */
  targetReductionPercent: 25,
  total: { baseline: 310, current: 262, target: 232 },
  perEmployee: { baseline: 7.4, current: 5.0 },
  scopes: {
    scope1: { baseline: 18, current: 14 },
    scope2: { baseline: 24, current: 17 },
    scope3: { baseline: 268, current: 231 },
  },
  /** Scope 1, Scope 2 and the Scope 3 categories: the chart's rows, largest first. */
  sources: [
    { key: 'travel', baseline: 96, current: 78 },
    { key: 'commuting', baseline: 62, current: 58 },
    { key: 'hardware', baseline: 52, current: 46 },
    { key: 'cloud', baseline: 48, current: 41 },
    { key: 'scope2', baseline: 24, current: 17 },
    { key: 'scope1', baseline: 18, current: 14 },
    { key: 'other', baseline: 10, current: 8 },
  ] satisfies EmissionsSource[],
} as const;

/** Whole-percent change from baseline to current; negative is a reduction. */
export function percentChange(baseline: number, current: number): number {
  return Math.round(((current - baseline) / baseline) * 100);
}
