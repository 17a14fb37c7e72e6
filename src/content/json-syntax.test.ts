import { describe, expect, it } from 'vitest';
import { describeSyntaxError, findJsonSyntaxError, parseJson, syntaxErrorLocation } from './json-syntax';

/** The error an editor is shown for a broken file: where, and the start of what it says. */
function failure(text: string) {
  const result = parseJson(text);
  if (result.ok) throw new Error(`expected a syntax error in ${JSON.stringify(text)}`);
  return result.error;
}

const POSTS = `[
  {
    "id": "a",
    "title": "First"
  },
  {
    "id": "b",
    "title": "Second"
  }
]
`;

describe('parseJson: broken files, each at the place to change', () => {
  const cases: Array<{ name: string; text: string; line: number; column: number; message: RegExp }> = [
    {
      name: 'a trailing comma after the last field, at the comma',
      text: POSTS.replace('"Second"', '"Second",'),
      line: 8,
      column: 22,
      message: /^trailing comma: remove the , after the last entry$/,
    },
    {
      name: 'a trailing comma after the last entry of a list, at the comma',
      text: POSTS.replace('  }\n]', '  },\n]'),
      line: 9,
      column: 4,
      message: /^trailing comma/,
    },
    {
      name: 'a missing comma between fields, at the end of the value before',
      text: POSTS.replace('"id": "a",', '"id": "a"'),
      line: 3,
      column: 14,
      message: /^missing comma: add a , after this value$/,
    },
    {
      name: 'a missing comma between entries, after the closing brace',
      text: POSTS.replace('  },\n  {', '  }\n  {'),
      line: 5,
      column: 4,
      message: /^missing comma/,
    },
    {
      name: 'a string left open, where it opened',
      text: POSTS.replace('"First"', '"First'),
      line: 4,
      column: 14,
      message: /^this text is not closed on its line: add the closing "/,
    },
    {
      name: 'a bracket left open at the end of the file, where it opened',
      text: POSTS.replace(/\]\n$/, '\n'),
      line: 1,
      column: 1,
      message: /^this \[ is never closed: add \]/,
    },
    {
      name: 'an object left open inside a list, where it opened',
      text: '[\n  {\n    "id": "a"\n]\n',
      line: 4,
      column: 1,
      message: /^\] does not close the \{ opened at line 2, column 3: close it with \}$/,
    },
    { name: 'a line comment', text: '{\n  // the title\n  "title": "x"\n}', line: 2, column: 3, message: /^a comment/ },
    { name: 'a block comment', text: '{ "a": 1 /* one */ }', line: 1, column: 10, message: /^a comment/ },
    { name: 'single quotes around text', text: "{\n  \"title\": 'x'\n}", line: 2, column: 12, message: /^text in single quotes/ },
    { name: 'single quotes around a name', text: "{\n  'title': \"x\"\n}", line: 2, column: 3, message: /^a name in single quotes/ },
    { name: 'a name without quotes', text: '{\n  title: "x"\n}', line: 2, column: 3, message: /^a name without quotes: write "title"/ },
    { name: 'a missing colon, after the name', text: '{\n  "title" "x"\n}', line: 2, column: 10, message: /^missing : after this name$/ },
    { name: 'True in capitals', text: '{ "draft": True }', line: 1, column: 12, message: /^True must be written in lower case: true$/ },
    { name: 'a leading zero', text: '{ "order": 007 }', line: 1, column: 12, message: /^007 is not a number/ },
    { name: 'an unknown escape', text: '{ "path": "C:\\Users" }', line: 1, column: 14, message: /^\\U is not an escape/ },
    { name: 'a closing bracket too many', text: '[1, 2]]', line: 1, column: 7, message: /^a closing \] too many/ },
    { name: 'two commas in a row', text: '[1,, 2]', line: 1, column: 4, message: /^two commas in a row/ },
    { name: 'an empty file', text: '  \n', line: 1, column: 1, message: /^the file is empty/ },
    {
      name: 'CRLF line ends: the same line and column as with LF',
      text: POSTS.replace('"Second"', '"Second",').replace(/\n/g, '\r\n'),
      line: 8,
      column: 22,
      message: /^trailing comma/,
    },
    {
      name: 'a byte order mark does not move the first line',
      text: '\uFEFF{ "a": 1, }',
      line: 1,
      column: 9,
      message: /^trailing comma/,
    },
  ];
  for (const { name, text, line, column, message } of cases) {
    it(name, () => {
      const error = failure(text);
      expect({ line: error.line, column: error.column }).toEqual({ line, column });
      expect(error.message).toMatch(message);
    });
  }
});

describe('parseJson: valid files', () => {
  it('reads valid JSON as JSON.parse does', () => {
    expect(parseJson(POSTS)).toEqual({ ok: true, data: JSON.parse(POSTS), text: POSTS, bom: false });
  });
  it('accepts a byte order mark and says it was there', () => {
    const result = parseJson(`\uFEFF${POSTS}`);
    expect(result).toMatchObject({ ok: true, bom: true, text: POSTS });
  });
});

describe('parseJson: the code frame', () => {
  it('shows two lines before, the line, a caret under the column and one line after', () => {
    expect(failure(POSTS.replace('"Second"', '"Second",')).frame).toBe(
      [
        '  6 |   {',
        '  7 |     "id": "b",',
        '> 8 |     "title": "Second",',
        '    |                      ^',
        '  9 |   }',
      ].join('\n'),
    );
  });
  it('has no carriage returns from a CRLF file', () => {
    const frame = failure(POSTS.replace('"Second"', '"Second",').replace(/\n/g, '\r\n')).frame;
    expect(frame).not.toContain('\r');
    expect(frame).toBe(failure(POSTS.replace('"Second"', '"Second",')).frame);
  });
});

describe('describeSyntaxError', () => {
  it('writes a place that syntaxErrorLocation reads back', () => {
    const error = failure('{ "a": 1, }');
    expect(describeSyntaxError(error)).toBe('not valid JSON: trailing comma: remove the , after the last entry (line 1, column 9)');
    expect(syntaxErrorLocation(describeSyntaxError(error))).toEqual({ line: 1, column: 9 });
  });
});

describe('findJsonSyntaxError agrees with JSON.parse', () => {
  // Every single-character deletion and a set of insertions over a file with every kind of value:
  // the scanner must call a text broken exactly when JSON.parse does.
  const sample = '{\n  "a": [1, -2.5e3, true, false, null],\n  "b": { "c": "d\\"\\u00e9\\n", "e": {} },\n  "f": []\n}';
  const variants: string[] = [];
  for (let i = 0; i < sample.length; i += 1) {
    variants.push(sample.slice(0, i) + sample.slice(i + 1));
    for (const insert of [',', '"', ']', '}', '[', '{', ':', '0', 'x', ' ', '\\', '\t']) variants.push(sample.slice(0, i) + insert + sample.slice(i));
  }
  it(`over ${variants.length} edits of a valid file`, () => {
    for (const text of variants) {
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      expect(findJsonSyntaxError(text) === null, text).toBe(valid);
    }
  });
  it('handles nesting deeper than a call stack', () => {
    expect(findJsonSyntaxError('['.repeat(200_000))).toMatchObject({ offset: 199_999 });
  });
});
