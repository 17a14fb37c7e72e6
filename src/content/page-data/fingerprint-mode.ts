/**
 * An incremental build's check (scripts/build/prerender/render-worker.ts) runs a page's loaders
 * only to fingerprint their data, and sanitising every article body was a third of that check at
 * 10,000 posts. A body is a pure function of its source text and section (the code is in the
 * build's code key), so fingerprints hold those instead: a body carries them under BODY_SOURCE,
 * and while the check runs, bodies are nothing else. Symbol.for, because the worker's copy of this
 * module and the server bundle's are two modules with one flag.
 */
export const BODY_SOURCE = Symbol.for('quorvia.articleBodySource');
const FINGERPRINT_ONLY = Symbol.for('quorvia.fingerprintOnly');

type Flagged = { [FINGERPRINT_ONLY]?: boolean };

export function fingerprintOnly(): boolean {
  return (globalThis as Flagged)[FINGERPRINT_ONLY] === true;
}

/** Runs a page's loaders for its fingerprint only; its data is not rendered. */
export async function withFingerprintOnly<T>(run: () => Promise<T>): Promise<T> {
  (globalThis as Flagged)[FINGERPRINT_ONLY] = true;
  try {
    return await run();
  } finally {
    delete (globalThis as Flagged)[FINGERPRINT_ONLY];
  }
}

/** Marks a body with what it is made from; not enumerable, so the page's data is unchanged. */
export function withSource<T extends object>(body: T, source: unknown): T {
  Object.defineProperty(body, BODY_SOURCE, { value: source, enumerable: false });
  return body;
}

/** JSON.stringify's replacer for fingerprints: a marked body counts as its source. */
export function bySource(_key: string, value: unknown): unknown {
  return value !== null && typeof value === 'object' && BODY_SOURCE in value ? (value as Record<symbol, unknown>)[BODY_SOURCE] : value;
}
