import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newKeyParams, PBKDF2_ITERATIONS } from '../../src/lib/vault/sealed-box';
import { downloadToken } from './brand-vault';

describe('brand download folder', () => {
  it('is PBKDF2-SHA-256 over the vault salt with the gate rounds, separated from the key', async () => {
    const params = newKeyParams();
    expect(params.iterations).toBeGreaterThanOrEqual(600_000);
    const salt = Buffer.concat([Buffer.from(params.salt, 'base64'), Buffer.from('/brand-downloads')]);
    const expected = pbkdf2Sync('correct horse', salt, PBKDF2_ITERATIONS, 10, 'sha256').toString('hex');
    expect(await downloadToken('correct horse', params)).toBe(expected);
    // The vault's salt alone would give the AES key's own first bits.
    const keyBits = pbkdf2Sync('correct horse', Buffer.from(params.salt, 'base64'), PBKDF2_ITERATIONS, 10, 'sha256').toString('hex');
    expect(expected).not.toBe(keyBits);
  });

  it('moves with every build and every password', async () => {
    const a = newKeyParams();
    const b = newKeyParams();
    const token = await downloadToken('correct horse', a);
    expect(token).toMatch(/^[0-9a-f]{20}$/);
    expect(await downloadToken('correct horse', b)).not.toBe(token);
    expect(await downloadToken('battery staple', a)).not.toBe(token);
  });
});
