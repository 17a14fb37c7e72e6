import { describe, expect, it } from 'vitest';
import { type Advances, fallbackBuckets, lineError, unicodeRange, WEIGHTS } from './fallback-buckets';

/** Advances where the brand face is `ratio(ch)` times as wide as the fallback at every weight. */
function advances(chars: string, ratio: (ch: string) => number): Advances {
  return Object.fromEntries([...chars].map((ch) => [ch, Object.fromEntries(WEIGHTS.map((w) => [w, { brand: 50 * ratio(ch), fallback: 50 }]))]));
}

describe('the fallback face groups', () => {
  const chars = 'aeinost ';
  const ratios: Record<string, number> = { a: 1.0, e: 1.04, i: 1.03, n: 1.06, o: 1.06, s: 0.96, t: 1.44, ' ': 0.72 };
  const adv = advances(chars, (ch) => ratios[ch]!);
  const freq = Object.fromEntries([...chars].map((ch) => [ch, 100]));

  it('gives spaces a face of their own at their exact ratio', () => {
    const { buckets } = fallbackBuckets(adv, freq, 3);
    const spaces = buckets.find((b) => b.chars.includes(' '))!;
    expect(spaces.chars).toEqual([' ']);
    expect(spaces.sizeAdjust[400]).toBeCloseTo(0.72, 5);
  });

  it('puts every glyph in exactly one group and keeps the set text as long as in the brand face', () => {
    const { buckets } = fallbackBuckets(adv, freq, 3);
    expect(buckets.flatMap((b) => b.chars).sort()).toEqual([...chars].sort());
    const total = (w: number) => buckets.reduce((sum, b) => sum + b.chars.reduce((s, ch) => s + adv[ch]![w]!.fallback * b.sizeAdjust[w]!, 0), 0);
    const brand = [...chars].reduce((s, ch) => s + adv[ch]![400]!.brand, 0);
    expect(total(400) / brand).toBeCloseTo(1, 5);
  });

  it('sets a line closer to the brand face than one size-adjust per weight does', () => {
    const { base, buckets } = fallbackBuckets(adv, freq, 3);
    const byChar = new Map(buckets.flatMap((b) => b.chars.map((ch) => [ch, b.sizeAdjust[400]!] as const)));
    const lines = ['tent on a nest', 'a sane noise', 'onset at tea time'];
    const single = lineError(lines, 400, adv, () => base[400]!);
    const grouped = lineError(lines, 400, adv, (ch) => byChar.get(ch)!);
    expect(grouped).toBeLessThan(single * 0.6);
  });
});

describe('unicodeRange', () => {
  it('joins consecutive code points and sorts them', () => {
    expect(unicodeRange(['c', 'a', 'b', ' ', 'é'])).toBe('U+20,U+61-63,U+E9');
  });
});
