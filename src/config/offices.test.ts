import { describe, expect, it } from 'vitest';
import { site } from './site';

describe('offices', () => {
  it('lists the three cities the rest of the site names, headquarters first, at the legal address', () => {
    expect(site.offices.map((o) => o.key)).toEqual(['luxembourg', 'london', 'paris']);
    const hq = site.offices[0];
    expect(hq.lines).toEqual([site.address.street, `${site.address.postalCode} ${site.address.locality}`]);
    expect(hq.country).toBe(site.address.country);
  });
});
