import { describe, expect, it } from 'vitest';
import { parseDestination } from './parse-destination';
import { REFUSED_DESTINATIONS } from './refused-destinations';

const q = (dest: string) => `?dest=${encodeURIComponent(dest)}`;

describe('parseDestination', () => {
  it('accepts encoded http and https URLs and keeps their query', () => {
    expect(parseDestination(q('https://example.org/a?b=1&utm_source=quorvia'))?.href).toBe('https://example.org/a?b=1&utm_source=quorvia');
    expect(parseDestination(q('http://example.org'))?.hostname).toBe('example.org');
    expect(parseDestination('?dest=https%3A%2F%2Fexample.org%2Fx&other=1')?.pathname).toBe('/x');
  });

  it.each(REFUSED_DESTINATIONS)('refuses %s', (_label, search) => {
    expect(parseDestination(search)).toBeNull();
  });
});
