import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkVocabularyLabels } from './check-vocabulary-labels';

describe('checkVocabularyLabels', () => {
  it('passes on the committed locales', () => {
    expect(checkVocabularyLabels(resolve('locales'))).toEqual([]);
  });

  it('names a topic without a label and a label without a topic', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quorvia-labels-'));
    cpSync(resolve('locales/en'), join(dir, 'en'), { recursive: true });
    const file = join(dir, 'en/article.json');
    const article = JSON.parse(readFileSync(file, 'utf8')) as { categories: Record<string, string> };
    delete article.categories.research;
    article.categories['threat-intel'] = 'Threat intel';
    writeFileSync(file, JSON.stringify(article));
    expect(checkVocabularyLabels(dir)).toEqual([
      'en/article.json: missing key "categories.research" (the label of "research", listed in src/content/vocabulary/topics.ts)',
      'en/article.json: key "categories.threat-intel" is not in src/content/vocabulary/topics.ts; add it there or remove the label',
    ]);
  });
});
