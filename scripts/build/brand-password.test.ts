import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { trackedFilesHolding } from '../lib/tracked-files';
import { brandPassword, BrandPasswordError, CHECKOUT_PASSWORD_FILE, checkoutPassword, unlockPassword } from './brand-password';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
const freshRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'quorvia-brand-password-'));
  roots.push(root);
  return root;
};
const development = { SITE_ENV: 'development' };

describe('brandPassword', () => {
  it('is BRAND_PASSWORD when set, whatever the site', () => {
    const root = freshRoot();
    for (const SITE_ENV of ['production', 'staging', 'development']) expect(brandPassword({ SITE_ENV, BRAND_PASSWORD: 'aurora-lantern-57-quay' }, root)).toBe('aurora-lantern-57-quay');
  });

  it('refuses a production or staging build without one, naming both ways out', () => {
    const root = freshRoot();
    for (const env of [{}, { SITE_ENV: 'production' }, { SITE_ENV: 'staging' }]) {
      expect(() => brandPassword(env, root)).toThrow(BrandPasswordError);
      expect(() => brandPassword(env, root)).toThrow(/set it for a deployed site, or run SITE_ENV=development npm run build/);
    }
  });

  it('gives a development build a random password made once per checkout, kept in .cache/', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const root = freshRoot();
    const first = brandPassword(development, root);
    expect(first).toMatch(/^[\w-]{24}$/);
    expect(readFileSync(join(root, CHECKOUT_PASSWORD_FILE), 'utf8')).toBe(`${first}\n`);
    expect(statSync(join(root, CHECKOUT_PASSWORD_FILE)).mode & 0o077).toBe(0);
    expect(brandPassword(development, root)).toBe(first);
    expect(unlockPassword({}, root)).toBe(first);
    expect(brandPassword(development, freshRoot())).not.toBe(first);
    log.mockRestore();
  });

  it('says where the password is, never the password itself', () => {
    const root = freshRoot();
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('quorvia.brandPasswordNotified')];
    const password = brandPassword(development, root);
    brandPassword(development, root);
    log.mockRestore();
    expect(printed).toEqual([`[brand] BRAND_PASSWORD is not set: the brand pages' password for this checkout is in ${CHECKOUT_PASSWORD_FILE}.`]);
    expect(printed.join('')).not.toContain(password);
  });

  it('refuses a checkout file that holds no usable password, saying what to do', () => {
    const root = freshRoot();
    checkoutPassword(root);
    writeFileSync(join(root, CHECKOUT_PASSWORD_FILE), '\n');
    expect(() => checkoutPassword(root)).toThrow(/\.cache\/brand-password holds no usable password; delete the file/);
  });
});

describe('this repository', () => {
  it('holds the password a build of this checkout seals with in no tracked file', () => {
    // BRAND_PASSWORD when the tests run with one, else the checkout's own (.cache/ is ignored by git).
    const password = unlockPassword();
    expect(trackedFilesHolding(password)).toEqual([]);
  });
});
