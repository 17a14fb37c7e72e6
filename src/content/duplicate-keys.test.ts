import { describe, expect, it } from 'vitest';
import { duplicateKeys } from './duplicate-keys';

describe('duplicateKeys', () => {
  it('names a translation written twice by its JSON path', () => {
    const raw = '[{"id": "a"}, {"id": "b", "translations": {"fr": {"title": "Un"}, "es": {"title": "Uno"}, "fr": {"title": "Deux"}}}]';
    expect(duplicateKeys('posts/blog.json', raw)).toEqual([
      { file: 'posts/blog.json', path: '[1].translations.fr', message: 'the fr translation is written twice in the same object; only the last one would be used, so keep one' },
    ]);
  });

  it('names any other key written twice, and nothing when keys repeat only across objects', () => {
    expect(duplicateKeys('jobs/jobs.json', '{"QV-1": {"title": "A"}, "QV-1": {"title": "B"}}').map((p) => p.path)).toEqual(['["QV-1"]']);
    expect(duplicateKeys('posts/blog.json', '[{"id": "a", "title": "x"}, {"id": "b", "title": "y", "date": "1", "date": "2"}]').map((p) => p.path)).toEqual(['[1].date']);
    expect(duplicateKeys('posts/blog.json', '[{"id": "a"}, {"id": "b"}]')).toEqual([]);
  });
});
