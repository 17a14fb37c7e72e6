import { describe, expect, it } from 'vitest';
import { EMISSIONS, percentChange } from './emissions';

describe('environment figures', () => {
  it('add up to the totals the plan states', () => {
    const sum = (pick: 'baseline' | 'current') => EMISSIONS.sources.reduce((total, source) => total + source[pick], 0);
    expect(sum('baseline')).toBe(EMISSIONS.total.baseline);
    expect(sum('current')).toBe(EMISSIONS.total.current);
    const scopes = Object.values(EMISSIONS.scopes);
    expect(scopes.reduce((total, scope) => total + scope.current, 0)).toBe(EMISSIONS.total.current);
  });
  it('gives the 15% reduction of the plan', () => {
    expect(percentChange(EMISSIONS.total.baseline, EMISSIONS.total.current)).toBe(-15);
  });
});
