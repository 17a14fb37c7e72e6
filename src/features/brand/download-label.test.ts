import { describe, expect, it } from 'vitest';
import { downloadLabel } from './download-label';

const labels = { one: 'Download', numbered: (n: number) => `Download ${n}` };

describe('downloadLabel', () => {
  it('reads "Download" for a single unnamed file', () => {
    expect(downloadLabel({ name: null }, 0, 1, labels)).toBe('Download');
  });
  it('numbers unnamed files from 1 when there are several', () => {
    expect([0, 1, 2].map((i) => downloadLabel({ name: null }, i, 3, labels))).toEqual(['Download 1', 'Download 2', 'Download 3']);
  });
  it("keeps the editor's name", () => {
    expect(downloadLabel({ name: 'Portrait, JPEG' }, 1, 2, labels)).toBe('Portrait, JPEG');
  });
});
