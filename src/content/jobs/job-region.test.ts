import { describe, expect, it } from 'vitest';
import { countryCode, regionOf, regionOrCountry, countryLabel, isKnownCountry, unknownCountryMessage } from './job-region';

describe('job country to region (spec 000 section 5)', () => {
  it.each(['UK', 'uk', 'U.K.', 'GB', 'United Kingdom', 'united  kingdom', 'Great Britain', 'England', 'Scotland', 'Ireland', 'IE', 'Éire', 'Republic of Ireland', 'Northern Ireland'])(
    '%s is United Kingdom',
    (value) => expect(regionOf(value)).toBe('unitedKingdom'),
  );

  it.each(['US', 'USA', 'U.S.A.', 'United States', 'United States of America', 'Canada', 'CA', 'CAN', ' canada '])('%s is North America', (value) =>
    expect(regionOf(value)).toBe('northAmerica'),
  );

  it.each(['Luxembourg', 'LU', 'lux', 'Lëtzebuerg', 'France', 'FR', 'Germany', 'Deutschland', 'DE', 'España', 'Spain', 'ES', 'Portugal', 'PT', 'Belgium', 'Belgique', 'België', 'Netherlands', 'NL', 'Österreich', 'Poland', 'Polska', 'Czech Republic', 'Switzerland', 'CH', 'Norway', 'Ukraine', 'EU', 'Europe'])(
    '%s is Europe',
    (value) => expect(regionOf(value)).toBe('europe'),
  );

  it.each(['Singapore', 'Australia', 'Brazil', 'Remote', 'Mars'])('%s stays as written', (value) => {
    expect(regionOf(value)).toBeNull();
    expect(regionOrCountry(value)).toBe(value);
  });

  it('trims a country it cannot map but keeps its spelling', () => {
    expect(regionOrCountry('  New Zealand ')).toBe('New Zealand');
    expect(regionOrCountry('Canada')).toBe('northAmerica');
  });
});

describe('country codes (JobPosting addressCountry, country names per language)', () => {
  it.each([['Ireland', 'IE'], ['Éire', 'IE'], ['U.K.', 'GB'], ['Scotland', 'GB'], ['USA', 'US'], ['Lëtzebuerg', 'LU'], ['Deutschland', 'DE'], ['Hellas', 'GR'], ['che', 'CH']])('%s is %s', (value, code) => {
    expect(countryCode(value)).toBe(code);
  });
  it('has no code for a whole region or an unknown place', () => {
    expect(countryCode('EU')).toBeNull();
    expect(countryCode('Remote')).toBeNull();
  });
});

describe('known countries (validation of a job country)', () => {
  it.each(['UK', 'U.K.', 'Deutschland', 'Éire', 'EU', 'Singapore', 'SG', 'New Zealand', 'Brazil'])('%s is a country the site knows', (value) => {
    expect(isKnownCountry(value)).toBe(true);
  });

  it.each(['Untied Kingdom', 'Remote', 'Mars', 'Germnay', 'EZ', 'ZZ'])('%s is not', (value) => {
    expect(isKnownCountry(value)).toBe(false);
  });

  it('suggests the country a typo is nearest to, by its English name', () => {
    expect(unknownCountryMessage('Untied Kingdom')).toContain('Did you mean "United Kingdom"?');
    expect(unknownCountryMessage('Germnay')).toContain('Did you mean "Germany"?');
    expect(unknownCountryMessage('Mars')).not.toContain('Did you mean');
    expect(countryLabel('LU')).toBe('Luxembourg');
  });
});
