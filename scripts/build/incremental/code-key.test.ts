import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKOUT_PASSWORD_FILE } from '../brand-password';
import { codeKey, type CodeKeyInputs } from './code-key';

const root = mkdtempSync(join(tmpdir(), 'quorvia-code-key-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'src'));
writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 1;');
writeFileSync(join(root, 'vite.config.ts'), 'export default {};');
const inputs: CodeKeyInputs = { root, contentDir: join(root, 'content'), localesDir: join(root, 'locales'), env: { SITE_ORIGIN: 'https://a.example' }, year: 2026 };

describe('codeKey', () => {
  it('changes with the source, the settings, the content folder and the year', () => {
    const before = codeKey(inputs);
    expect(codeKey({ ...inputs, env: { SITE_ORIGIN: 'https://b.example' } })).not.toBe(before);
    expect(codeKey({ ...inputs, env: { ...inputs.env, BRAND_PASSWORD: 'another one' } })).not.toBe(before);
    expect(codeKey({ ...inputs, contentDir: join(root, 'other') })).not.toBe(before);
    expect(codeKey({ ...inputs, year: 2027 })).not.toBe(before);
    writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 2;');
    expect(codeKey(inputs)).not.toBe(before);
  });
  it('reads SITE_ENV as the build does, and the checkout password of a development build', () => {
    const production = codeKey(inputs);
    expect(codeKey({ ...inputs, env: { ...inputs.env, SITE_ENV: 'production' } })).toBe(production);
    const development = { ...inputs, env: { ...inputs.env, SITE_ENV: 'development' } };
    const before = codeKey(development);
    expect(before).not.toBe(production);
    expect(readFileSync(join(root, CHECKOUT_PASSWORD_FILE), 'utf8').trim()).toMatch(/^[\w-]{24}$/);
    expect(codeKey(development)).toBe(before);
    // A new checkout password seals the brand pages anew, so no page may be reused.
    writeFileSync(join(root, CHECKOUT_PASSWORD_FILE), 'another-checkout-password\n');
    expect(codeKey(development)).not.toBe(before);
    expect(() => codeKey({ ...inputs, env: { SITE_ENV: 'prod' } })).toThrow(/SITE_ENV="prod"/);
  });
  it('ignores tests beside the code and settings that do not change output', () => {
    const before = codeKey(inputs);
    writeFileSync(join(root, 'src', 'a.test.ts'), 'test');
    expect(codeKey({ ...inputs, env: { ...inputs.env, BUILD_WORKERS: '1' } })).toBe(before);
    expect(codeKey(inputs)).toBe(before);
  });
});
