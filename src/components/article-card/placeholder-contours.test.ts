import { describe, expect, it } from 'vitest';
import { placeholderContours } from './placeholder-contours';

describe('placeholderContours', () => {
  it('is stable for an id and differs between ids', () => {
    expect(placeholderContours('net-zero-commitment')).toEqual(placeholderContours('net-zero-commitment'));
    expect(placeholderContours('net-zero-commitment')).not.toEqual(placeholderContours('award-trusted-analytics-2026'));
  });

  it('draws closed rings whose summit stays right of the label', () => {
    const rings = placeholderContours('london-office-opening');
    expect(rings).toHaveLength(5);
    for (const d of rings) expect(d).toMatch(/^M[\d. L-]+Z$/);
    const xs = rings[0]!.slice(1, -1).split('L').map((p) => Number(p.split(' ')[0]));
    expect(Math.min(...xs)).toBeGreaterThan(200);
  });
});
