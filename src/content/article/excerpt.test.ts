import { describe, expect, it } from 'vitest';
import { metaExcerpt, wordCount } from './excerpt';

const words = (n: number, word = 'signal') => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');
const base64 = (html: string) => Buffer.from(html, 'utf8').toString('base64');

describe('excerpts and word counts', () => {
  it('count the words of a plain or base64 description, the same on every call', () => {
    const html = `<p>${words(30)}</p><p>${words(12, 'lead')}</p>`;
    expect(wordCount(html)).toBe(42);
    expect(wordCount(html)).toBe(42);
    expect(wordCount(base64(html))).toBe(42);
    expect(wordCount(undefined)).toBe(0);
    expect(wordCount('')).toBe(0);
  });

  it('cut a long description the same way at every limit, the excerpt field winning when set', () => {
    const long = `<p>${words(900)}</p>`;
    const first = metaExcerpt({ description: long }, 140);
    expect(first.length).toBeLessThanOrEqual(140);
    expect(first.endsWith('...')).toBe(true);
    expect(metaExcerpt({ description: long }, 140)).toBe(first);
    expect(metaExcerpt({ description: long })).toHaveLength(metaExcerpt({ description: long }).length);
    expect(metaExcerpt({ description: long }).length).toBeLessThanOrEqual(280);
    expect(metaExcerpt({ description: long }, 5000).length).toBeGreaterThan(2000);
    expect(metaExcerpt({ excerpt: '<b>Short</b> lead', description: long })).toBe('Short lead');
    expect(metaExcerpt({ excerpt: '  ', description: '<p>Only this</p>' })).toBe('Only this');
  });
});
