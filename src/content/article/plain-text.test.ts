import { describe, expect, it } from 'vitest';
import { decodeDescription } from './decode-description';
import { htmlToText, truncate } from './plain-text';

describe('decodeDescription', () => {
  it('decodes base64 UTF-8 HTML', () => {
    const encoded = Buffer.from('<p>Zürich – Lëtzebuerg</p>', 'utf8').toString('base64');
    expect(decodeDescription(encoded)).toEqual({ ok: true, html: '<p>Zürich – Lëtzebuerg</p>', encoded: true });
  });
  it('uses anything that is not base64-shaped as it is', () => {
    expect(decodeDescription('<p>Hello</p>')).toMatchObject({ ok: true, html: '<p>Hello</p>', encoded: false });
    expect(decodeDescription('abc')).toMatchObject({ ok: true, encoded: false });
  });
  it('fails on base64-shaped text that is not valid UTF-8', () => {
    expect(decodeDescription(Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'))).toEqual({ ok: false, error: 'content-decode' });
  });
});

describe('plain text and truncation', () => {
  it('strips tags and collapses whitespace', () => {
    expect(htmlToText('<p>One&nbsp;<b>two</b>\n\n three &amp; four</p><script>x</script>')).toBe('One two three & four');
  });
  it('keeps text at the limit and cuts to limit-3 plus an ellipsis above it', () => {
    const exact = 'a'.repeat(280);
    expect(truncate(exact, 280)).toBe(exact);
    const over = 'a'.repeat(281);
    expect(truncate(over, 280)).toBe(`${'a'.repeat(277)}...`);
    expect(truncate(over, 280)).toHaveLength(280);
  });
  it('cuts at a word boundary, never inside a word, and drops a dangling comma', () => {
    const text = 'Quorvia today opened its third office, in Paris, joining its headquarters in Luxembourg and its office in London.';
    const cut = truncate(text, 50);
    expect(cut).toBe('Quorvia today opened its third office, in Paris...');
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(truncate(text, 30)).toBe('Quorvia today opened its...');
    expect(truncate(text, 41)).toBe('Quorvia today opened its third office...');
    expect(truncate('Short text.', 50)).toBe('Short text.');
  });
  it('keeps numeric entities outside Unicode as written instead of throwing', () => {
    expect(htmlToText('a &#xFFFFFFFF; b &#1114112; c &#65;')).toBe('a &#xFFFFFFFF; b &#1114112; c A');
  });
});
