import { describe, expect, it } from 'vitest';
import { buildsDrafts, siteEnv, SiteEnvError } from './site-env';

describe('siteEnv', () => {
  it('is production when SITE_ENV is unset or blank', () => {
    expect(siteEnv({})).toBe('production');
    expect(siteEnv({ SITE_ENV: ' ' })).toBe('production');
  });
  it('names the three sites', () => {
    expect(siteEnv({ SITE_ENV: 'staging' })).toBe('staging');
    expect(siteEnv({ SITE_ENV: 'development' })).toBe('development');
  });
  it('refuses a misspelt value instead of guessing', () => {
    expect(() => siteEnv({ SITE_ENV: 'prod' })).toThrow(SiteEnvError);
    expect(() => siteEnv({ SITE_ENV: 'Development' })).toThrow(/production, staging, development/);
  });
  it('builds drafts everywhere but production', () => {
    expect(buildsDrafts({})).toBe(false);
    expect(buildsDrafts({ SITE_ENV: 'staging' })).toBe(true);
    expect(buildsDrafts({ SITE_ENV: 'development' })).toBe(true);
  });
});
