import { describe, expect, it } from 'vitest';
import { excerptParts } from './safe-excerpt';

describe('excerptParts', () => {
  it('keeps the marked words as marks and the rest as text', () => {
    expect(excerptParts('Data <mark>retention</mark> rules &amp; more')).toEqual([
      { text: 'Data ', mark: false },
      { text: 'retention', mark: true },
      { text: ' rules & more', mark: false },
    ]);
  });

  it('drops every other tag, so page markup never reaches the results', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)>a <script>b</script><mark onclick="x">c</mark>');
    expect(parts.map((p) => p.text).join('')).not.toMatch(/[<>]/);
    expect(parts.some((p) => p.mark)).toBe(false);
  });

  it('decodes entities to characters that are rendered as text', () => {
    expect(excerptParts('&lt;b&gt; &#39;x&#x27; &bogus; &#0;')).toEqual([{ text: "<b> 'x' &bogus; ", mark: false }]);
  });
});
