import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
  it('ignores tests beside the code and settings that do not change output', () => {
    const before = codeKey(inputs);
    writeFileSync(join(root, 'src', 'a.test.ts'), 'test');
    expect(codeKey({ ...inputs, env: { ...inputs.env, BUILD_WORKERS: '1' } })).toBe(before);
    expect(codeKey(inputs)).toBe(before);
  });
});
