import { locationOf, type TextLocation } from '../../src/content/code-frame';
import { withoutBom } from '../../src/content/json-syntax';

export type { TextLocation };

/** Splits a path written by formatJsonPath (`[3].date.posted`, `["QV-ENG-0142"].title`) back into keys. */
export function parseJsonPath(path: string): Array<string | number> {
  const segments: Array<string | number> = [];
  const token = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\.?([A-Za-z_$][\w$]*)/gy;
  let match: RegExpExecArray | null;
  while ((match = token.exec(path)) !== null) {
    if (match[1] !== undefined) segments.push(Number(match[1]));
    else if (match[2] !== undefined) segments.push(JSON.parse(match[2]) as string);
    else segments.push(match[3] as string);
  }
  return segments;
}

/**
 * Where the value at a JSON path starts in the file, or where its deepest existing ancestor
 * starts when the path names a missing field (zod reports those too). Null when the text is not JSON.
 */
export function locateJsonPath(raw: string, path: string): TextLocation | null {
  // Editors do not count a byte order mark as a column.
  const { text } = withoutBom(raw);
  try {
    JSON.parse(text);
  } catch {
    return null;
  }
  let i = 0;
  const space = () => {
    while (/\s/.test(text[i] ?? '')) i += 1;
  };
  // The text is valid JSON, so skipping needs no checks: strings end at an unescaped quote and
  // containers at their balancing bracket.
  const skipString = () => {
    i += 1;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
  };
  const skipValue = () => {
    const first = text[i];
    if (first === '"') return skipString();
    if (first !== '{' && first !== '[') {
      // A number, true, false or null.
      while (i < text.length && !/[\s,\]}]/.test(text[i] ?? '')) i += 1;
      return;
    }
    let depth = 0;
    do {
      const c = text[i];
      if (c === '"') {
        skipString();
        continue;
      }
      if (c === '{' || c === '[') depth += 1;
      else if (c === '}' || c === ']') depth -= 1;
      i += 1;
    } while (depth > 0);
  };
  /** Moves i onto the value under `key` of the container at i; false when there is none. */
  const enter = (key: string | number): boolean => {
    const open = text[i];
    if (open !== '{' && open !== '[') return false;
    i += 1;
    for (let index = 0; ; index += 1) {
      space();
      if (text[i] === '}' || text[i] === ']') return false;
      if (open === '{') {
        const start = i;
        skipString();
        const name = JSON.parse(text.slice(start, i)) as string;
        space();
        i += 1; // the colon
        space();
        if (name === String(key)) return true;
      } else if (index === key) return true;
      skipValue();
      space();
      if (text[i] === ',') i += 1;
    }
  };
  space();
  let found = i;
  for (const key of parseJsonPath(path)) {
    if (!enter(key)) break;
    found = i;
  }
  return locationOf(text, found);
}
