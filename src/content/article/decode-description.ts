const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type DecodeResult = { ok: true; html: string; encoded: boolean } | { ok: false; error: 'content-decode' };

/**
 * Spec 000 section 5: a description is base64 only if it holds nothing but base64 characters and
 * its length is a multiple of 4; then it must decode as UTF-8, else it is a decode error.
 * Anything else is used as it is (plain HTML).
 */
export function decodeDescription(value: string | undefined | null): DecodeResult {
  const text = (value ?? '').trim();
  if (text === '' || text.length % 4 !== 0 || !BASE64.test(text)) return { ok: true, html: text, encoded: false };
  try {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    return { ok: true, html: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoded: true };
  } catch {
    return { ok: false, error: 'content-decode' };
  }
}
