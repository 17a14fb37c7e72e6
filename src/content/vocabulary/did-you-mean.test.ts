import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearest } from './did-you-mean';

describe('did you mean', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('reserach', 'research')).toBe(1);
    expect(editDistance('untied kingdom', 'united kingdom')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests a near miss and nothing for a word that is far from every allowed one', () => {
    expect(nearest('reserach', ['research', 'product', 'events'])).toBe('research');
    expect(nearest('Defence', ['defense', 'corporate'])).toBe('defense');
    expect(nearest('astronomy', ['research', 'product'])).toBeNull();
    expect(didYouMean('evnets', ['events'])).toBe(' Did you mean "events"?');
    expect(didYouMean('xyz', ['events'])).toBe('');
  });
});
