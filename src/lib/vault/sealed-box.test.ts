import { describe, expect, it } from 'vitest';
import { deriveKey, fromBase64, newKeyParams, openBox, seal, toBase64, WrongPasswordError } from './sealed-box';

// Few iterations keep the test fast; the rounds count is a parameter, not part of the format.
const params = newKeyParams(1_000);

describe('sealed box', () => {
  it('opens with the password it was sealed with', async () => {
    const value = { title: 'Clear zone', items: ['ä', '€', '日本'] };
    const box = await seal(value, await deriveKey('correct horse', params, ['encrypt']));
    expect(await openBox(box, await deriveKey('correct horse', params))).toEqual(value);
  });

  it('holds no readable trace of the plaintext', async () => {
    const box = await seal({ secret: 'Powered by Quorvia mark' }, await deriveKey('pw', params, ['encrypt']));
    const bytes = new TextDecoder('latin1').decode(fromBase64(box.data));
    expect(bytes).not.toContain('Powered');
    expect(box.data).not.toContain(toBase64(new TextEncoder().encode('Powered')));
  });

  it('refuses a wrong password, a different salt and a changed byte', async () => {
    const box = await seal({ a: 1 }, await deriveKey('right', params, ['encrypt']));
    await expect(openBox(box, await deriveKey('Right', params))).rejects.toBeInstanceOf(WrongPasswordError);
    await expect(openBox(box, await deriveKey('right', newKeyParams(1_000)))).rejects.toBeInstanceOf(WrongPasswordError);
    const bytes = fromBase64(box.data);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    await expect(openBox({ ...box, data: toBase64(bytes) }, await deriveKey('right', params))).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('never reuses a nonce', async () => {
    const key = await deriveKey('pw', params, ['encrypt']);
    const a = await seal('same', key);
    const b = await seal('same', key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });
});
