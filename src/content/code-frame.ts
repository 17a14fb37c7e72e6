/** A place in a text file, 1-based, as editors and Vite's overlay count. */
export interface TextLocation {
  line: number;
  column: number;
}

/** Editors break lines at \n, \r\n and a lone \r; a CRLF file must not shift any column. */
const LINE_BREAK = /\r\n|\r|\n/g;

/** Line and column of a character offset (a CRLF counts as one line break, its \r as no column). */
export function locationOf(text: string, offset: number): TextLocation {
  let line = 1;
  let lineStart = 0;
  LINE_BREAK.lastIndex = 0;
  for (let match = LINE_BREAK.exec(text); match && match.index < offset; match = LINE_BREAK.exec(text)) {
    // An offset between the \r and \n of a CRLF belongs to the line the \r ends.
    if (match.index + match[0].length > offset) break;
    line += 1;
    lineStart = match.index + match[0].length;
  }
  return { line, column: Math.min(offset, text.length) - lineStart + 1 };
}

/** Lines wider than this are shown as a window around the column (a post body is one long line). */
const MAX_WIDTH = 110;

/** The part of a long line an editor needs to see, with the column moved into it. */
function clip(line: string, column: number): { text: string; column: number } {
  if (line.length <= MAX_WIDTH) return { text: line, column };
  const start = Math.max(0, Math.min(column - 1 - MAX_WIDTH / 2, line.length - MAX_WIDTH));
  const end = start + MAX_WIDTH;
  const head = start > 0 ? '…' : '';
  const tail = end < line.length ? '…' : '';
  return { text: `${head}${line.slice(start, end)}${tail}`, column: column - start + head.length };
}

/**
 * A code frame as editors know it from compilers: two lines before, the line with a caret under
 * the column, one line after, each with its number.
 *
 *       3 |     "id": "a",
 *       4 |     "title": "x",
 *     > 5 |   },
 *         |    ^
 *       6 | ]
 */
export function codeFrame(text: string, at: TextLocation, { before = 2, after = 1 } = {}): string {
  const lines = text.split(/\r\n|\r|\n/);
  const target = Math.min(Math.max(at.line, 1), lines.length);
  const first = Math.max(1, target - before);
  const last = Math.min(lines.length, target + after);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n += 1) {
    const raw = lines[n - 1] ?? '';
    const shown = clip(raw, n === target ? at.column : 1);
    const text = n === target ? shown.text : clip(raw, Math.min(at.column, raw.length + 1)).text;
    const gutter = `${n === target ? '>' : ' '} ${String(n).padStart(width)} |`;
    out.push(`${gutter}${text ? ` ${text}` : ''}`);
    if (n === target) {
      // Tabs stay tabs, so the caret lines up however wide the reader's tabs are.
      const pad = shown.text.slice(0, Math.max(0, shown.column - 1)).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${pad}^`);
    }
  }
  return out.join('\n');
}
