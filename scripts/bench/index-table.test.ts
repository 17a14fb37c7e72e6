import { describe, expect, it } from 'vitest';
import { formatIndexTable, type IndexRow } from './index-table';

const row: IndexRow = {
  posts: 10000, workers: 2, indexSeconds: 95.26,
  searchIndexBytes: 52 * 2 ** 20, searchIndexFiles: 61234, listIndexBytes: 9.5 * 2 ** 20, listIndexFiles: 5400,
  firstQueryBytes: 181.3 * 1024, firstQueryRequests: 14, firstFilterBytes: 120.04 * 1024, firstFilterRequests: 11,
};

describe('search bench table', () => {
  it('prints the index step, the sizes on disk and the first query and filter transfers', () => {
    const lines = formatIndexTable([row]).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('| Posts | Workers | Index step s | Site index MB (files) | List indexes MB (files) | First query KB (requests) | First filter KB (requests) | Filter within 300 KB |');
    expect(lines[2]).toBe('| 10000 | 2 | 95.3 | 52.0 (61234) | 9.5 (5400) | 181.3 (14) | 120.0 (11) | yes |');
  });
  it('says so when the first filter is over its budget', () => {
    expect(formatIndexTable([{ ...row, firstFilterBytes: 300 * 1024 + 1 }]).split('\n')[2]).toMatch(/\| NO \|$/);
  });
});
