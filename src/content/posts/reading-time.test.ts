import { describe, expect, it } from 'vitest';
import { readingTimeWarnings } from './reading-time';

const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;
const loaded = (items: Array<{ readingtime?: number; description?: string }>) => ({ items, sources: items.map((_, i) => [i] as PropertyKey[]) });

describe('reading time warnings', () => {
  it('names the file and JSON path when readingtime is far from the word count (466 words at 0.5)', () => {
    expect(readingTimeWarnings('posts/blog.json', loaded([{ readingtime: 2, description: words(466) }, { readingtime: 0.5, description: words(466) }]))).toEqual([
      { file: 'posts/blog.json', path: '[1].readingtime', message: 'is 0.5 minutes, but the text has 466 words: about 2 minutes at 200-250 words a minute' },
    ]);
  });
  it('warns when it is far too long as well, and reads base64 descriptions', () => {
    const b64 = Buffer.from(words(538), 'utf8').toString('base64');
    expect(readingTimeWarnings('posts/usecases.json', loaded([{ readingtime: 8, description: b64 }]))).toHaveLength(1);
  });
  it('flags "less than a minute" (1 or less) on a text longer than a minute at the fast pace', () => {
    expect(readingTimeWarnings('posts/blog.json', loaded([{ readingtime: 2, description: words(425) }, { readingtime: 1, description: words(425) }]))).toEqual([
      { file: 'posts/blog.json', path: '[1].readingtime', message: 'is 1 minute, but the text has 425 words: about 2 minutes at 200-250 words a minute' },
    ]);
    expect(readingTimeWarnings('f', loaded([{ readingtime: 1, description: words(250) }, { readingtime: 0.5, description: words(180) }]))).toEqual([]);
  });
  it('tolerates rounding and short texts, and says nothing without a readingtime', () => {
    expect(readingTimeWarnings('f', loaded([{ readingtime: 2, description: words(425) }, { readingtime: 3, description: words(466) }, { readingtime: 1, description: words(39) }, { description: words(900) }]))).toEqual([]);
  });
});
