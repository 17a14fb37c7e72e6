/**
 * Password-sealed JSON with the Web Crypto API, the same code in Node (build) and the browser:
 * AES-256-GCM under a key derived from the password with PBKDF2-SHA-256. GCM authenticates the
 * data, so a wrong password fails to open the box instead of yielding garbage.
 */

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA-256: slow enough to make guessing costly offline. */
export const PBKDF2_ITERATIONS = 600_000;

/** How the key was derived: shared by every box of one build, so one unlock opens them all. */
export interface KeyParams {
  /** Base64 of 16 random bytes, new on every build. */
  salt: string;
  iterations: number;
}

export interface SealedBox {
  /** Base64 of the 12-byte nonce, random per box. */
  iv: string;
  /** Base64 of the ciphertext with its 16-byte tag. */
  data: string;
}

/** Thrown when the password is wrong or the box was altered: the two cannot be told apart. */
export class WrongPasswordError extends Error {
  constructor() {
    super('The password does not open this content.');
    this.name = 'WrongPasswordError';
  }
}

function subtle(): SubtleCrypto {
  // Browsers only expose it in secure contexts (https, localhost).
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('Web Crypto is not available here (it needs https).');
  return api;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function newKeyParams(iterations = PBKDF2_ITERATIONS): KeyParams {
  return { salt: toBase64(randomBytes(16)), iterations };
}

/** The AES key for `password`; non-extractable, so page scripts can use it but never read it. */
export async function deriveKey(password: string, params: KeyParams, usages: KeyUsage[] = ['decrypt']): Promise<CryptoKey> {
  const api = subtle();
  const material = await api.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
  return api.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(params.salt), iterations: params.iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    usages,
  );
}

export async function seal(value: unknown, key: CryptoKey): Promise<SealedBox> {
  const iv = randomBytes(12);
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const data = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, key, plain));
  return { iv: toBase64(iv), data: toBase64(data) };
}

export async function openBox<T>(box: SealedBox, key: CryptoKey): Promise<T> {
  let plain: ArrayBuffer;
  try {
    plain = await subtle().decrypt({ name: 'AES-GCM', iv: fromBase64(box.iv) }, key, fromBase64(box.data));
  } catch {
    throw new WrongPasswordError();
  }
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
