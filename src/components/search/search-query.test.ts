import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, parseSearchQuery, searchQueryString } from './search-query';

describe('parseSearchQuery', () => {
  it('reads q and a known type', () => {
    expect(parseSearchQuery('?q=data%20retention&type=job')).toEqual({ q: 'data retention', type: 'job' });
  });

  it('never throws on bad query strings and ignores unknown types', () => {
    for (const bad of ['?q=%E0%A4%A', '?q=%', '?type=<script>', '?q=a&q=b&type=post&type=job', '?q=\u0000x\n', '???', '']) {
      expect(() => parseSearchQuery(bad)).not.toThrow();
    }
    expect(parseSearchQuery('?type=<script>').type).toBeNull();
    expect(parseSearchQuery('?q=\u0000x\n').q).toBe('x');
    expect(parseSearchQuery(`?q=${'a'.repeat(5000)}`).q).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('round-trips through the shareable search string', () => {
    const query = { q: 'Paris & Luxembourg', type: 'use-case' as const };
    expect(parseSearchQuery(searchQueryString(query))).toEqual(query);
    expect(searchQueryString({ q: '  ', type: null })).toBe('');
  });
});
