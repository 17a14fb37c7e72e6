import { codeFrame, locationOf, type TextLocation } from './code-frame';

/** Where a JSON file first goes wrong, in an editor's words, with the lines around it. */
export interface JsonSyntaxError extends TextLocation {
  /** Character offset in the text without its byte order mark. */
  offset: number;
  message: string;
  frame: string;
}

export type JsonParseResult =
  | {
      ok: true;
      data: unknown;
      /** The text without a byte order mark, which some Windows editors write and JSON.parse refuses. */
      text: string;
      /** The file started with a byte order mark (accepted: the reader is told so as a warning). */
      bom: boolean;
    }
  | { ok: false; error: JsonSyntaxError; text: string; bom: boolean };

/** What the file says about a byte order mark: shown as a warning, the file is read anyway. */
export const BOM_WARNING = 'the file starts with an invisible byte order mark (BOM), which some Windows editors add; it was ignored. Save the file as "UTF-8" (not "UTF-8 with BOM") to remove it';

/** Strips a byte order mark, which JSON.parse rejects as an unexpected token. */
export function withoutBom(text: string): { text: string; bom: boolean } {
  return text.charCodeAt(0) === 0xfeff ? { text: text.slice(1), bom: true } : { text, bom: false };
}

/**
 * Parses JSON as JSON.parse does, but a failure names the place an editor has to change: a
 * trailing comma at the comma, a missing comma after the value before it, an unclosed string or
 * bracket where it opened. JSON.parse only says which token surprised it, often a line later.
 */
export function parseJson(raw: string): JsonParseResult {
  const { text, bom } = withoutBom(raw);
  try {
    return { ok: true, data: JSON.parse(text) as unknown, text, bom };
  } catch (error) {
    const found = findJsonSyntaxError(text) ?? fromEngine(text, (error as Error).message);
    const at = locationOf(text, found.offset);
    return { ok: false, error: { ...found, ...at, frame: codeFrame(text, at) }, text, bom };
  }
}

/** The message's "(line 5, column 12)": readers of a message (the dev overlay) take the place from it. */
export const describeSyntaxError = (error: JsonSyntaxError) => `not valid JSON: ${error.message} (line ${error.line}, column ${error.column})`;

/** Reads the place back out of a message written by describeSyntaxError. */
export function syntaxErrorLocation(message: string): TextLocation | null {
  const match = /\(line (\d+), column (\d+)\)$/.exec(message);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : null;
}

/** Only if the scanner below and the engine ever disagree: the engine's own words and place. */
function fromEngine(text: string, message: string): { offset: number; message: string } {
  const position = /position (\d+)/.exec(message);
  return { offset: position ? Number(position[1]) : 0, message: message.replace(/ in JSON at position \d+.*$/s, '') };
}

interface Found {
  offset: number;
  message: string;
}

const CLOSER = { '{': '}', '[': ']' } as const;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const NUMBER_LIKE = /[-+.\w]+/y;
const WORD = /[A-Za-z_$][\w$]*/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

const show = (c: string) => (c === '"' ? "'\"'" : `"${c}"`);

/**
 * The first syntax error of a text JSON.parse rejects, or null for valid JSON. Iterative (an
 * explicit stack of open brackets), so no nesting depth can overflow it.
 */
export function findJsonSyntaxError(text: string): Found | null {
  const stack: Array<{ kind: '{' | '['; at: number }> = [];
  type Want = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end';
  // Widened: the helpers below change it, which narrowing cannot see.
  let want = 'value' as Want;
  let i = 0;
  let lastComma = -1;
  let lastEnd = -1;
  let keyEnd = -1;
  const where = (offset: number) => {
    const at = locationOf(text, offset);
    return `line ${at.line}, column ${at.column}`;
  };
  const ended = (end: number) => {
    lastEnd = end;
    i = end;
    want = stack.length > 0 ? 'comma-or-close' : 'end';
  };
  const close = (c: string): Found | null => {
    const open = stack.at(-1);
    if (!open) return { offset: i, message: `a closing ${c} too many: nothing is open here to close` };
    if (CLOSER[open.kind] !== c) {
      return { offset: i, message: `${c} does not close the ${open.kind} opened at ${where(open.at)}: close it with ${CLOSER[open.kind]}` };
    }
    stack.pop();
    ended(i + 1);
    return null;
  };
  /** Scans the string starting at i; returns its end or the problem. */
  const string = (): number | Found => {
    const start = i;
    for (let j = i + 1; j < text.length; j += 1) {
      const c = text[j]!;
      if (c === '"') return j + 1;
      if (c === '\\') {
        const next = text[j + 1] ?? '';
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) {
            return { offset: j, message: '\\u must be followed by four hexadecimal digits (e.g. \\u00e9); write \\\\ for a backslash' };
          }
          j += 5;
        } else if (ESCAPES.has(next)) j += 1;
        else return { offset: j, message: `\\${next} is not an escape JSON knows: write \\\\ for a backslash, \\n for a line break, \\" for a quote` };
        continue;
      }
      if (c === '\n' || c === '\r') {
        return { offset: start, message: 'this text is not closed on its line: add the closing " (text cannot run over lines; write \\n for a line break)' };
      }
      if (c === '\t') return { offset: j, message: 'a tab inside text: write \\t instead' };
      if (c < ' ') return { offset: j, message: `an invisible control character (U+${c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}) inside text: remove it` };
    }
    return { offset: start, message: 'this text is never closed: add the closing "' };
  };
  /** A value starting at i (after whitespace): moves past it or returns the problem. */
  const value = (): Found | null => {
    const c = text[i]!;
    if (c === '{' || c === '[') {
      stack.push({ kind: c, at: i });
      want = c === '{' ? 'key-or-close' : 'value-or-close';
      i += 1;
      return null;
    }
    if (c === '"') {
      const end = string();
      if (typeof end !== 'number') return end;
      ended(end);
      return null;
    }
    if (c === "'") return { offset: i, message: `text in single quotes: JSON needs double quotes ("...")` };
    if (/[-+.\d]/.test(c)) {
      NUMBER_LIKE.lastIndex = i;
      const token = NUMBER_LIKE.exec(text)![0];
      NUMBER.lastIndex = i;
      const number = NUMBER.exec(text)?.[0];
      if (number !== token) return { offset: i, message: `${token} is not a number JSON can read: write numbers like 12, -3 or 0.5 (no leading zeros, + or trailing dot)` };
      ended(i + token.length);
      return null;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(text)?.[0];
    if (word === 'true' || word === 'false' || word === 'null') {
      ended(i + word.length);
      return null;
    }
    if (word) {
      const lower = word.toLowerCase();
      if (lower === 'true' || lower === 'false' || lower === 'null') return { offset: i, message: `${word} must be written in lower case: ${lower}` };
      if (['undefined', 'none', 'nan', 'infinity'].includes(lower)) return { offset: i, message: `${word} is not a JSON value: use null, or put text in double quotes` };
      return { offset: i, message: `text without quotes: write "${word}" in double quotes` };
    }
    return { offset: i, message: `unexpected ${show(c)} where a value should be` };
  };

  for (;;) {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i += 1;
    if (i >= text.length) {
      if (want === 'end') return null;
      const open = stack.at(-1);
      if (open) return { offset: open.at, message: `this ${open.kind} is never closed: add ${CLOSER[open.kind]} after its last entry` };
      return { offset: 0, message: 'the file is empty: it must hold JSON (an empty list is [], an empty object {})' };
    }
    const c = text[i]!;
    if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      return { offset: i, message: 'a comment: JSON files cannot hold comments; remove it' };
    }
    let problem: Found | null = null;
    switch (want) {
      case 'value':
      case 'value-or-close':
        if (c === ']' || c === '}') {
          if (want === 'value' && lastComma >= 0 && stack.length > 0) {
            return { offset: lastComma, message: 'trailing comma: remove the , after the last entry' };
          }
          problem = want === 'value-or-close' ? close(c) : { offset: i, message: `unexpected ${c} where a value should be` };
        } else if (c === ',') {
          problem = {
            offset: i,
            message: want === 'value-or-close' ? 'a comma before the first entry: remove it' : stack.length ? 'two commas in a row: remove one' : 'unexpected , where a value should be',
          };
        } else problem = value();
        break;
      case 'key':
      case 'key-or-close':
        if (c === '}') {
          if (want === 'key') return { offset: lastComma, message: 'trailing comma: remove the , after the last entry' };
          problem = close(c);
        } else if (c === '"') {
          const end = string();
          if (typeof end !== 'number') return end;
          i = end;
          keyEnd = end;
          want = 'colon';
        } else if (c === "'") problem = { offset: i, message: `a name in single quotes: JSON needs double quotes ("name")` };
        else if (c === ',') problem = { offset: i, message: want === 'key' ? 'two commas in a row: remove one' : 'a comma before the first entry: remove it' };
        else if (c === ']') problem = close(c);
        else {
          WORD.lastIndex = i;
          const word = WORD.exec(text)?.[0];
          problem = word
            ? { offset: i, message: `a name without quotes: write "${word}" in double quotes` }
            : { offset: i, message: `unexpected ${show(c)} where a name in double quotes should be` };
        }
        break;
      case 'colon':
        if (c === ':') {
          i += 1;
          want = 'value';
          lastComma = -1;
        } else problem = { offset: keyEnd, message: 'missing : after this name' };
        break;
      case 'comma-or-close':
        if (c === ',') {
          lastComma = i;
          i += 1;
          want = stack.at(-1)!.kind === '{' ? 'key' : 'value';
        } else if (c === ']' || c === '}') problem = close(c);
        else if (/["{[\-\d'tfn]/.test(c)) {
          // The next entry begins: the comma belongs right after the value before it.
          problem = { offset: lastEnd, message: 'missing comma: add a , after this value' };
        } else problem = { offset: i, message: `unexpected ${show(c)}: expected a , or ${CLOSER[stack.at(-1)!.kind]}` };
        break;
      case 'end':
        problem =
          c === ']' || c === '}'
            ? close(c)
            : { offset: i, message: 'more text after the end of the JSON: remove it, or check that no bracket above is closed too early' };
        break;
    }
    if (problem) return problem;
  }
}
