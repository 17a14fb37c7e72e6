import { describe, expect, it } from 'vitest';
import { formatJsonPath } from '../../src/content/content-error';
import { locateJsonPath, parseJsonPath } from './json-location';

const text = `[
  {
    "id": "a",
    "title": "A \\"quoted\\" [title]",
    "date": { "posted": "2025-01-01" }
  },
  {
    "id": "b",
    "tags": ["x", {"y": 1}],
    "title": 42
  }
]`;

describe('parseJsonPath', () => {
  it('reads back what formatJsonPath writes', () => {
    for (const segments of [[3, 'date', 'posted'], ['QV-ENG-0142', 'title'], [0, 'a b', 2], []] as Array<Array<string | number>>) {
      expect(parseJsonPath(formatJsonPath(segments))).toEqual(segments);
    }
  });
});

describe('locateJsonPath', () => {
  it('finds the value a path names', () => {
    expect(locateJsonPath(text, '[1].title')).toEqual({ line: 10, column: 14 });
    expect(locateJsonPath(text, '[0].date.posted')).toEqual({ line: 5, column: 25 });
    expect(locateJsonPath(text, '[1].tags[1].y')).toEqual({ line: 9, column: 25 });
    expect(locateJsonPath(text, '')).toEqual({ line: 1, column: 1 });
  });
  it('skips strings holding quotes and brackets', () => {
    expect(locateJsonPath(text, '[0].date')).toEqual({ line: 5, column: 13 });
  });
  it('falls back to the nearest existing parent for a missing field', () => {
    expect(locateJsonPath(text, '[1].excerpt')).toEqual({ line: 7, column: 3 });
    expect(locateJsonPath(text, '[5]')).toEqual({ line: 1, column: 1 });
  });
  it('finds keys of an object keyed by id', () => {
    expect(locateJsonPath('{\n  "QV-1": {\n    "title": "x"\n  }\n}', '["QV-1"].title')).toEqual({ line: 3, column: 14 });
  });
  it('gives up on text that is not JSON', () => {
    expect(locateJsonPath('[ {', '[0]')).toBeNull();
  });
});
