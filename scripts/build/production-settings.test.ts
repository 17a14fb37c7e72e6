import { describe, expect, it } from 'vitest';
import { DEV_BRAND_PASSWORD } from './brand-password';
import { productionProblems } from './production-settings';

const prod = (env: NodeJS.ProcessEnv) => productionProblems({ SITE_ENV: 'production', ...env });

describe('production build settings', () => {
  it('leave development, test and staging builds alone', () => {
    expect(productionProblems({})).toEqual([]);
    expect(productionProblems({ SITE_ENV: 'staging', SITE_ORIGIN: 'http://127.0.0.1:4173' })).toEqual([]);
  });
  it('accept a real password and an https origin', () => {
    expect(prod({ BRAND_PASSWORD: 'aurora-lantern-57-quay', SITE_ORIGIN: 'https://www.quorvia.example' })).toEqual([]);
    expect(prod({ BRAND_PASSWORD: 'aurora-lantern-57-quay' })).toEqual([]);
  });
  it('name a missing, development or short password', () => {
    expect(prod({})).toEqual([expect.stringMatching(/^BRAND_PASSWORD is not set/)]);
    expect(prod({ BRAND_PASSWORD: DEV_BRAND_PASSWORD })).toEqual([expect.stringMatching(/^BRAND_PASSWORD is the development password/)]);
    expect(prod({ BRAND_PASSWORD: 'short' })).toEqual([expect.stringMatching(/^BRAND_PASSWORD has 5 characters/)]);
  });
  it('name an origin that is not https', () => {
    const ok = { BRAND_PASSWORD: 'aurora-lantern-57-quay' };
    expect(prod({ ...ok, SITE_ORIGIN: 'http://www.quorvia.example' })).toEqual([expect.stringMatching(/SITE_ORIGIN .* is not https/)]);
    expect(prod({ ...ok, SITE_ORIGIN: 'www.quorvia.example' })).toEqual([expect.stringMatching(/is not a URL|is not https/)]);
    expect(prod({ ...ok, SITE_ORIGIN: 'https://www.quorvia.example/en' })).toEqual([expect.stringMatching(/origin only/)]);
  });
});
