/**
 * The arithmetic of the brand face's fallback (src/styles/font-fallback.css), apart from the
 * browser that measures the glyphs: which characters share a face, and each face's size-adjust.
 *
 * One size-adjust per weight leaves a line of text 2.4% too wide or too narrow on average, because
 * Manrope's space is 28% narrower than Arial's and its "t" 44% wider: enough to wrap a heading or
 * a lead differently and move the page when the brand face arrives. Characters with similar width
 * ratios share a face, restricted to them by `unicode-range`, with its own size-adjust, which
 * brings the error to about 1%. Glyph ratios are clamped so that no letter is drawn more than 25%
 * larger or 15% smaller than Arial's: the fallback is on screen for a second at most, but must
 * still read as one face. Spaces have no glyph, so their face takes the exact ratio.
 */

/** Each character's advance at 100 px: Manrope at each weight, and Arial (regular up to 500, bold after). */
export type Advances = Record<string, Record<number, { brand: number; fallback: number }>>;

export type Bucket = { chars: string[]; sizeAdjust: Record<number, number> };

export const WEIGHTS = [200, 400, 500, 600, 700, 800] as const;
export const SPACES = [' ', '\u00a0', '\u202f', '\u2009'];
const CLAMP = { min: 0.85, max: 1.25 };

const ratio = (a: { brand: number; fallback: number }, clamp: boolean): number => {
  const r = a.brand / a.fallback;
  return clamp ? Math.min(CLAMP.max, Math.max(CLAMP.min, r)) : r;
};

/** Frequency-weighted mean ratio of some characters at one weight (a geometric mean: ratios multiply). */
function meanRatio(chars: readonly string[], weight: number, advances: Advances, freq: Record<string, number>, clamp: boolean): number {
  let sum = 0;
  let total = 0;
  for (const ch of chars) {
    const w = (freq[ch] ?? 0) + 1;
    sum += Math.log(ratio(advances[ch]![weight]!, clamp)) * w;
    total += w;
  }
  return Math.exp(sum / total);
}

/**
 * Splits the glyphs into `count` groups by their mean log ratio over the weights (one-dimensional
 * k-means weighted by how often the character occurs), so that every weight shares the same
 * `unicode-range`s, which keeps the CSS short after compression.
 */
export function fallbackBuckets(advances: Advances, freq: Record<string, number>, count = 4): { base: Record<number, number>; buckets: Bucket[] } {
  const all = Object.keys(advances);
  const base = Object.fromEntries(WEIGHTS.map((w) => [w, meanRatio(all, w, advances, freq, false)]));
  const glyphs = all.filter((ch) => !SPACES.includes(ch));
  const key = (ch: string) => WEIGHTS.reduce((s, w) => s + Math.log(ratio(advances[ch]![w]!, true)), 0) / WEIGHTS.length;
  const points = glyphs.map((ch) => ({ ch, x: key(ch), w: (freq[ch] ?? 0) + 1 })).sort((a, b) => a.x - b.x);
  // Start at quantiles of the distinct values: many glyphs sit at the clamp, and plain quantiles
  // would start several centres there.
  const distinct = [...new Set(points.map((p) => p.x))];
  let centres = Array.from({ length: Math.min(count, distinct.length) }, (_, k) => distinct[Math.floor(((k + 0.5) * distinct.length) / count)]!);
  const nearest = (x: number) => centres.reduce((best, c, k) => (Math.abs(x - c) < Math.abs(x - centres[best]!) ? k : best), 0);
  for (let round = 0; round < 100; round += 1) {
    const sums = centres.map(() => ({ x: 0, w: 0 }));
    for (const p of points) {
      const s = sums[nearest(p.x)]!;
      s.x += p.x * p.w;
      s.w += p.w;
    }
    const next = sums.map((s, k) => (s.w ? s.x / s.w : centres[k]!));
    if (next.every((c, k) => Math.abs(c - centres[k]!) < 1e-9)) break;
    centres = next;
  }
  const groups = centres.map(() => [] as string[]);
  for (const p of points) groups[nearest(p.x)]!.push(p.ch);
  const spaces = SPACES.filter((ch) => advances[ch]);
  const buckets = [...groups.filter((g) => g.length > 0), spaces].map((chars) => ({
    chars,
    sizeAdjust: Object.fromEntries(WEIGHTS.map((w) => [w, meanRatio(chars, w, advances, freq, chars !== spaces)])),
  }));
  // The clamp leaves "t" and "f" narrower than Manrope's: the other glyphs make up the width, so
  // that text as the site writes it has Manrope's length on average.
  for (const w of WEIGHTS) {
    let brand = 0;
    let fallback = 0;
    for (const bucket of buckets) {
      for (const ch of bucket.chars) {
        const n = freq[ch] ?? 0;
        brand += advances[ch]![w]!.brand * n;
        fallback += advances[ch]![w]!.fallback * bucket.sizeAdjust[w]! * n;
      }
    }
    const glyphs = buckets.filter((b) => b.chars !== spaces);
    const glyphFallback = glyphs.reduce((sum, b) => sum + b.chars.reduce((s, ch) => s + advances[ch]![w]!.fallback * b.sizeAdjust[w]! * (freq[ch] ?? 0), 0), 0);
    if (glyphFallback === 0) continue;
    const factor = 1 + (brand - fallback) / glyphFallback;
    for (const bucket of glyphs) bucket.sizeAdjust[w] = bucket.sizeAdjust[w]! * factor;
  }
  return { base, buckets };
}

/** `U+20,U+41-5A,…`: a set of characters as a unicode-range, consecutive code points joined. */
export function unicodeRange(chars: readonly string[]): string {
  const points = [...new Set(chars.map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j += 1;
    const hex = (n: number) => n.toString(16).toUpperCase();
    parts.push(j > i ? `U+${hex(points[i]!)}-${hex(points[j]!)}` : `U+${hex(points[i]!)}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** Mean absolute width error of lines of text set in the fallback, as a share of Manrope's width. */
export function lineError(lines: readonly string[], weight: number, advances: Advances, adjustOf: (ch: string) => number): number {
  let sum = 0;
  let count = 0;
  for (const line of lines) {
    let brand = 0;
    let fallback = 0;
    for (const ch of line) {
      const a = advances[ch]?.[weight];
      if (!a) continue;
      brand += a.brand;
      fallback += a.fallback * adjustOf(ch);
    }
    if (brand === 0) continue;
    sum += Math.abs(fallback / brand - 1);
    count += 1;
  }
  return count ? sum / count : 0;
}
