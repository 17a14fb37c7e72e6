/**
 * Seeded randomness for the media generator.
 *
 * Every image is derived from a string (its file name or id) so that re-running the
 * script produces byte-identical files: a reviewer sees no diff unless the design changed.
 * Math.random() is therefore never used anywhere under scripts/media/.
 */

/** FNV-1a folded into 32 bits: cheap, stable across Node versions, good enough to spread seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // A final avalanche step, because FNV alone leaves similar names ("post-1", "post-2") correlated.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/**
 * Index access that fails loudly. With noUncheckedIndexedAccess every `list[i]` is `T | undefined`;
 * an out-of-range index here is a bug, and an Error is better than "undefined" printed into SVG markup.
 */
export function at<T>(list: ArrayLike<T>, index: number): T {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new RangeError(`Index ${index} is out of range for a list of ${list.length}`);
  }
  // In range (checked above), so the element exists even if T itself allows undefined.
  return list[index] as T;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  /** Throws on an empty list: callers that may have none must check first. */
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
  /** An independent stream, so adding a draw in one layer does not reshuffle every other layer. */
  fork(label: string): Rng;
}

/** mulberry32: 32-bit state is plenty for a few thousand draws per image and is trivially portable. */
export function createRng(seed: string | number): Rng {
  const base = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  let state = base;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => at(items, Math.floor(next() * items.length)),
    chance: (p) => next() < p,
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const a = at(out, i);
        out[i] = at(out, j);
        out[j] = a;
      }
      return out;
    },
    fork: (label) => createRng(hashString(`${base}:${label}`)),
  };
  return rng;
}
