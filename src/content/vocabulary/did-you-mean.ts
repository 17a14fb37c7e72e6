/** Edit distance (insertions, deletions, substitutions and swaps of neighbours count one each). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      // "reserach" is one slip of the fingers from "research", not two.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The allowed value nearest to what was written, when it is close enough to be a typo (a third of
 * its length, at most 3 edits); null otherwise. `key` compares by a normal form (case, accents).
 */
export function nearest(value: string, allowed: Iterable<string>, key: (s: string) => string = (s) => s.toLowerCase()): string | null {
  const wanted = key(value);
  let best: { value: string; distance: number } | null = null;
  for (const candidate of allowed) {
    const distance = editDistance(wanted, key(candidate));
    if (!best || distance < best.distance) best = { value: candidate, distance };
  }
  if (!best) return null;
  const limit = Math.min(3, Math.max(1, Math.floor(wanted.length / 3)));
  return best.distance <= limit ? best.value : null;
}

/** ' Did you mean "research"?', or '' when nothing is near. */
export function didYouMean(value: string, allowed: Iterable<string>, key?: (s: string) => string): string {
  const match = nearest(value, allowed, key);
  return match ? ` Did you mean "${match}"?` : '';
}
