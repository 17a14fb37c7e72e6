import { describe, expect, it } from 'vitest';
import { codeFrame, locationOf } from './code-frame';

describe('locationOf', () => {
  it('counts LF, CRLF and a lone CR each as one line break', () => {
    for (const text of ['ab\ncd\nef', 'ab\r\ncd\r\nef', 'ab\rcd\ref']) {
      expect(locationOf(text, text.indexOf('f'))).toEqual({ line: 3, column: 2 });
      expect(locationOf(text, 0)).toEqual({ line: 1, column: 1 });
    }
  });
  it('puts the end of a line on that line, also before a CRLF', () => {
    expect(locationOf('ab\r\ncd', 2)).toEqual({ line: 1, column: 3 });
    expect(locationOf('ab\ncd', 2)).toEqual({ line: 1, column: 3 });
  });
});

describe('codeFrame', () => {
  it('shows fewer lines around the first and the last line', () => {
    expect(codeFrame('one\ntwo', { line: 1, column: 2 })).toBe('> 1 | one\n    |  ^\n  2 | two');
    expect(codeFrame('one\ntwo', { line: 2, column: 1 })).toBe('  1 | one\n> 2 | two\n    | ^');
  });
  it('widens the gutter for two-digit line numbers', () => {
    const text = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join('\n');
    expect(codeFrame(text, { line: 9, column: 1 }).split('\n')).toEqual(['   7 | line 7', '   8 | line 8', '>  9 | line 9', '     | ^', '  10 | line 10']);
  });
  it('keeps tabs before the caret so it lines up', () => {
    expect(codeFrame('\t\t"a": x', { line: 1, column: 8 })).toBe('> 1 | \t\t"a": x\n    | \t\t     ^');
  });
  it('shows a window of a long line around the column', () => {
    const line = `"body": "${'word '.repeat(100)}BROKEN ${'word '.repeat(100)}"`;
    const frame = codeFrame(line, { line: 1, column: line.indexOf('BROKEN') + 1 });
    const [shown, caret] = frame.split('\n') as [string, string];
    expect(shown.length).toBeLessThan(130);
    expect(shown).toMatch(/^> 1 \| ….*BROKEN.*…$/);
    expect(shown[caret.indexOf('^')]).toBe('B');
  });
});
