/**
 * Reading the build steps' output for a person: which lines are noise, which are notes worth
 * repeating at the end, and, when a step fails, the few lines that say why.
 */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

export function plain(line: string): string {
  return line.replace(ANSI, '').trimEnd();
}

/**
 * Lines nobody needs to read: Vite's per-chunk size listing and its phase lines, vite-react-ssg's
 * banners, and advice about our own deliberate choices. Everything else stays in the build's log.
 */
const NOISE: readonly RegExp[] = [
  // The size of every chunk and file Vite wrote ("dist/static/x.js  2.30 kB │ gzip: 1.01 kB").
  /\s\d+(\.\d+)? [kM]?B\b.*$/,
  /^(vite v\d|transforming\.\.\.|rendering chunks\.\.\.|computing gzip size\.\.\.|✓ \d+ modules transformed|✓ built in )/,
  /^\[vite-react-ssg\] /,
  // page-head-input.ts is imported statically by the prerender and dynamically by the browser on
  // purpose (vite.config.ts, quorvia:pure-head-tags): Rolldown's advice about it changes nothing.
  /^\[INEFFECTIVE_DYNAMIC_IMPORT\] src\/lib\/head\/page-head-input\.ts /,
  // Vite's advice to add file extensions for its native config loader (vite.config.ts imports
  // without them, as the whole code base does); run-build.ts also turns it off at the source.
  /configLoader: 'native'|VITE_CONFIG_NATIVE_IGNORE_WARNING|Add the file extension/,
  /^> /,
];

export function isNoise(line: string): boolean {
  const text = plain(line);
  return text.trim() === '' || NOISE.some((pattern) => pattern.test(text));
}

/** Content warnings are repeated from their own list (readContent's warnings), not from the log. */
const CONTENT_WARNING = /^\[content\] warning: /;

/**
 * A line a step wrote on stderr that a person should see at the end of a successful build: not
 * noise, not a content warning, not a step's own progress log ("[page-loop] ...").
 */
export function isNote(line: string): boolean {
  const text = plain(line);
  return !isNoise(text) && !CONTENT_WARNING.test(text) && !/^\s+at /.test(text);
}

const STACK = /^\s+at |^\s*\.\.\. \d+ lines matching cause stack trace|^\s*\{$|^\s*\}$|^\s+(code|plugin|hook|id|frame|loc|pos|cause|errors?|name): /;
/** Wrappers around the one message that matters: Vite's, Rolldown's and Node's. */
const WRAPPER = /^(error during build:|✗ Build failed in |Build failed with \d+ errors?:|node:internal\/|Node\.js v\d+|\s*\^+$|\[plugin [\w:-]+\]$)/;

const SOURCE_PLACE = /^((file:\/\/)?\/\S+\.(ts|tsx|mts|js|mjs|cjs)|node:\S+):\d+$/;

/** True when the step's stderr has a stack trace, which failureLines leaves out unless DEBUG=1. */
export function hasStack(stderr: readonly string[]): boolean {
  return stderr.some((line) => /^\s+at /.test(plain(line)));
}

/**
 * The lines that say why a step failed, from its stderr: without stack frames and the wrappers
 * Vite and Rolldown put around an error (`RolldownError: [plugin quorvia:content] ...`), each
 * line once. `debug` (DEBUG=1) keeps the stack frames, for a crash in the build's own code.
 */
export function failureLines(stderr: readonly string[], { debug = false } = {}): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  let sourceLine = false;
  for (const raw of stderr) {
    let text = plain(raw);
    // Node shows an uncaught error's place as "file:///x.ts:12", then that line of code.
    const quoted = sourceLine;
    sourceLine = SOURCE_PLACE.test(text);
    if (!debug && (quoted || sourceLine)) continue;
    if (isNoise(text) || CONTENT_WARNING.test(text) || WRAPPER.test(text)) continue;
    if (!debug && STACK.test(text)) continue;
    // "RolldownError: [plugin quorvia:content] Content has 2 problems:" -> "Content has 2 problems:"
    if (!debug) text = text.replace(/^(\w*Error: )?(\[(vite|plugin)[ :][\w:-]+\] )*/, '');
    if (!text.trim() || seen.has(text)) continue;
    seen.add(text);
    kept.push(text);
  }
  return kept;
}

/** The reason in the build's last line: the first line of the failure, without its trailing colon. */
export function failureReason(lines: readonly string[], fallback: string): string {
  const first = lines.find((line) => line.trim() && !/^\s*-/.test(line))?.trim();
  return (first ?? fallback).replace(/[:.]$/, '');
}
