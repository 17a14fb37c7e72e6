import { describe, expect, it } from 'vitest';
import { inlineLinks, linkTargets, plainText } from './inline-links';

describe('inline links in plain text', () => {
  const text = 'As described in our [Privacy Policy](/legal/privacy) and [Cookie Declaration](/legal/cookies#contact).';
  it('cuts text into plain and link parts', () => {
    expect(inlineLinks(text)).toEqual([
      { text: 'As described in our ' },
      { text: 'Privacy Policy', to: '/legal/privacy' },
      { text: ' and ' },
      { text: 'Cookie Declaration', to: '/legal/cookies#contact' },
      { text: '.' },
    ]);
    expect(linkTargets(text)).toEqual(['/legal/privacy', '/legal/cookies#contact']);
    expect(plainText(text)).toBe('As described in our Privacy Policy and Cookie Declaration.');
  });
  it('leaves brackets that are not site links as text', () => {
    expect(inlineLinks('a [note] (b) [x](https://e.example)')).toEqual([{ text: 'a [note] (b) [x](https://e.example)' }]);
  });
});
