import { describe, expect, it } from 'vitest';
import { EMISSIONS } from '../../features/environment/emissions';
import { LOCALES } from '../../lib/i18n/locales';
import { localeFile, releaseText } from './read-release';

/**
 * The net-zero press release must state the carbon reduction plan's figures (/about/environment,
 * spec: at least 25% by 2030 against 2022, net zero by 2050), not a target of its own.
 */
const text = releaseText('net-zero-commitment');

describe('the net-zero press release agrees with the carbon reduction plan', () => {
  it('states the plan\'s interim target, target year and baseline year', () => {
    expect(text).toContain(`at least ${EMISSIONS.targetReductionPercent}% by ${EMISSIONS.targetYear}`);
    expect(text).toContain(`${EMISSIONS.baselineYear} baseline`);
  });

  it('names no other percentage reduction and no other baseline year', () => {
    for (const [, percent] of text.matchAll(/(\d+)% (?:reduction|cut|lower)/g)) expect(Number(percent)).toBe(EMISSIONS.targetReductionPercent);
    for (const [, year] of text.matchAll(/(\d{4}) baseline/g)) expect(Number(year)).toBe(EMISSIONS.baselineYear);
    for (const [, year] of text.matchAll(/baseline of (\d{4})/g)) expect(Number(year)).toBe(EMISSIONS.baselineYear);
  });

  it('reports the year the plan already reports, and announces no later first report', () => {
    expect(text).toContain(String(EMISSIONS.currentYear));
    // Every year it names is one the plan names (or the release's own dateline).
    const planYears = new Set([EMISSIONS.baselineYear, EMISSIONS.currentYear, EMISSIONS.targetYear, 2050, 2026]);
    const years = [...text.matchAll(/\b(20\d\d)\b/g)].map(([, year]) => Number(year));
    expect(years.filter((year) => !planYears.has(year))).toEqual([]);
  });

  it('matches the plan\'s totals for the target', () => {
    expect(EMISSIONS.total.target).toBeLessThanOrEqual(EMISSIONS.total.baseline * (1 - EMISSIONS.targetReductionPercent / 100));
  });
});

describe('the environment page states the same target in every language', () => {
  for (const locale of LOCALES) {
    it(locale.key, () => {
      // uk holds only what differs from en; what it leaves out is the English text.
      const page = localeFile(locale.key, 'environment').environment as { lead?: string; sections?: { targets?: { body?: string } } } | undefined;
      const copies = [page?.lead, page?.sections?.targets?.body].filter((copy): copy is string => typeof copy === 'string');
      if (locale.resources === 'full') expect(copies).toHaveLength(2);
      for (const copy of copies) {
        expect(copy).toMatch(new RegExp(`${EMISSIONS.targetReductionPercent}\\s?%`));
        expect(copy).toContain(String(EMISSIONS.baselineYear));
        expect(copy).toContain(String(EMISSIONS.targetYear));
      }
    });
  }
});
