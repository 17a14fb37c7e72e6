import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SiteEnvError } from '../../src/config/site-env';
import { productionProblems, WAYS_OUT } from './production-settings';

// A checkout of its own, so the repository and .cache/ checks read planted files.
const root = mkdtempSync(join(tmpdir(), 'quorvia-settings-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(join(root, 'README.md'), 'The staging password is river-copper-88-lamp.\n');
spawnSync('git', ['init', '-q'], { cwd: root });
spawnSync('git', ['add', 'README.md'], { cwd: root });
mkdirSync(join(root, '.cache'));
writeFileSync(join(root, '.cache', 'brand-password'), 'Checkout-Own-Password-0123\n');

const ok = { BRAND_PASSWORD: 'aurora-lantern-57-quay', SITE_ORIGIN: 'https://www.quorvia.example' };
const prod = (env: NodeJS.ProcessEnv) => productionProblems({ SITE_ENV: 'production', ...env }, root);

describe('production build settings', () => {
  it('leave development builds alone', () => {
    expect(productionProblems({ SITE_ENV: 'development' }, root)).toEqual([]);
    expect(productionProblems({ SITE_ENV: 'development', BRAND_PASSWORD: 'x', SITE_ORIGIN: 'http://127.0.0.1:4173' }, root)).toEqual([]);
  });
  it('hold an unset SITE_ENV, production and staging to the same rules', () => {
    const both = [expect.stringMatching(/^BRAND_PASSWORD is not set/), expect.stringMatching(/^SITE_ORIGIN is not set/)];
    expect(productionProblems({}, root)).toEqual(both);
    expect(productionProblems({ SITE_ENV: 'production' }, root)).toEqual(both);
    expect(productionProblems({ SITE_ENV: 'staging' }, root)).toEqual(both);
    expect(productionProblems({ SITE_ENV: 'staging', BRAND_PASSWORD: 'staging-only-password-1', SITE_ORIGIN: 'https://staging.quorvia.example' }, root)).toEqual([]);
  });
  it('refuse a SITE_ENV that names no site', () => {
    expect(() => productionProblems({ SITE_ENV: 'prod' }, root)).toThrow(SiteEnvError);
  });
  it('accept a real password and an https origin', () => {
    expect(prod(ok)).toEqual([]);
  });
  it('name a missing, published, short, checkout or committed password', () => {
    expect(prod({ ...ok, BRAND_PASSWORD: undefined })).toEqual([expect.stringMatching(/^BRAND_PASSWORD is not set/)]);
    // The old development default, which the README published (refused by its hash).
    expect(prod({ ...ok, BRAND_PASSWORD: ['quorvia', 'press', 'preview'].join('-') })).toEqual([expect.stringMatching(/^BRAND_PASSWORD is the old development password/)]);
    expect(prod({ ...ok, BRAND_PASSWORD: 'short' })).toEqual([expect.stringMatching(/^BRAND_PASSWORD has 5 characters/)]);
    expect(prod({ ...ok, BRAND_PASSWORD: 'Checkout-Own-Password-0123' })).toEqual([expect.stringMatching(/this checkout's development password \(\.cache\/brand-password\)/)]);
    expect(prod({ ...ok, BRAND_PASSWORD: 'river-copper-88-lamp' })).toEqual([expect.stringMatching(/^BRAND_PASSWORD appears in README\.md, which git tracks/)]);
  });
  it('name a missing origin or one that is not https', () => {
    expect(prod({ ...ok, SITE_ORIGIN: undefined })).toEqual([expect.stringMatching(/^SITE_ORIGIN is not set/)]);
    expect(prod({ ...ok, SITE_ORIGIN: ' ' })).toEqual([expect.stringMatching(/^SITE_ORIGIN is not set/)]);
    expect(prod({ ...ok, SITE_ORIGIN: 'http://www.quorvia.example' })).toEqual([expect.stringMatching(/SITE_ORIGIN .* is not https/)]);
    expect(prod({ ...ok, SITE_ORIGIN: 'www.quorvia.example' })).toEqual([expect.stringMatching(/is not a URL|is not https/)]);
    expect(prod({ ...ok, SITE_ORIGIN: 'https://www.quorvia.example/en' })).toEqual([expect.stringMatching(/origin only/)]);
  });
  it('come with both ways out', () => {
    expect(WAYS_OUT).toMatch(/set BRAND_PASSWORD and SITE_ORIGIN for the live site.*or run SITE_ENV=development npm run build for a local build/i);
  });
});
