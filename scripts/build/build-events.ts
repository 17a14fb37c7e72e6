/**
 * What the build's steps tell `npm run build` (scripts/build/run/run-build.ts) about their
 * progress, as lines it reads from their output and never shows as they are: a step starting, n
 * of N items done, a step's result in a few words. Nothing is written unless BUILD_EVENTS=1, so a
 * step run on its own (a gate, the bench) prints only its usual log.
 */
export const EVENT_PREFIX = '\u001e[build] ';

export type BuildEvent =
  | { kind: 'step'; name: string }
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'detail'; text: string }
  /** A content warning (file, JSON path, message), repeated in the build's summary. */
  | { kind: 'warning'; text: string };

const enabled = (): boolean => process.env.BUILD_EVENTS === '1';

function emit(event: BuildEvent): void {
  if (enabled()) process.stdout.write(`${EVENT_PREFIX}${JSON.stringify(event)}\n`);
}

/** A new step starts (and the one before it ends). */
export function stepStarts(name: string): void {
  emit({ kind: 'step', name });
}

/** n of N items of the current step are done. */
export function stepProgress(done: number, total: number): void {
  emit({ kind: 'progress', done, total });
}

/** A few words on what the current step did ("52 sources, 364 variants"), shown on its line. */
export function stepDetail(text: string): void {
  emit({ kind: 'detail', text });
}

/** A warning the build's summary repeats at the end. */
export function buildWarning(text: string): void {
  emit({ kind: 'warning', text });
}

/** The event on an output line, or null when the line is ordinary log. */
export function parseEvent(line: string): BuildEvent | null {
  if (!line.startsWith(EVENT_PREFIX)) return null;
  try {
    return JSON.parse(line.slice(EVENT_PREFIX.length)) as BuildEvent;
  } catch {
    return null;
  }
}
