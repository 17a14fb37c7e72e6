/**
 * Deterministic randomness for drawn art: the same seed gives the same picture on the server and
 * in the browser, so hydration never sees a different SVG.
 */

/** FNV-1a over the string: a stable 32-bit seed from a page key or an id. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for composition. Returns numbers in [0, 1). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Coordinates with one decimal: short markup, identical on every engine. */
export const r1 = (value: number): number => Math.round(value * 10) / 10;
