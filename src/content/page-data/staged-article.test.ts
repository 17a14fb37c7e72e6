import { describe, expect, it } from 'vitest';
import { stagedArticle } from './staged-article';

const entry = {
  id: 'opsec-for-small-teams',
  title: 'OPSEC (staged)',
  date: '2025-05-06',
  categories: ['research'],
  description: '<h2>Part</h2><p onclick="x()">Body</p><script>alert(1)</script><iframe src="https://evil.example/"></iframe><a href="javascript:alert(1)">j</a>',
};

describe('stagedArticle', () => {
  it('builds the staged article through the article pipeline, with PREVIEW', () => {
    const page = stagedArticle([{ title: 'no id', date: '2025-01-01' }, entry], 'opsec-for-small-teams', 'en');
    expect(page?.article.title).toBe('OPSEC (staged)');
    expect(page?.article.categories).toEqual(['research', 'PREVIEW']);
    const body = page?.article.body;
    expect(body?.ok && body.html).toBe('<h2 id="part">Part</h2><p>Body</p><div data-embed-link="/ex?dest=https%3A%2F%2Fevil.example%2F%3Futm_source%3Dquorvia.example%26utm_medium%3Dwebsite%26utm_campaign%3Dhub" data-embed-host="evil.example" data-embed-title="evil.example"></div><a>j</a>');
  });
  it('ignores other ids, invalid entries and a file that is not a list', () => {
    expect(stagedArticle([entry], 'measuring-query-decay', 'en')).toBeNull();
    expect(stagedArticle([{ ...entry, date: 'soon' }], entry.id, 'en')).toBeNull();
    expect(stagedArticle({ entry }, entry.id, 'en')).toBeNull();
  });
});
