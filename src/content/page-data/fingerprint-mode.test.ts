import { describe, expect, it } from 'vitest';
import { BODY_SOURCE, bySource, fingerprintOnly, withFingerprintOnly } from './fingerprint-mode';
import { toArticlePage } from './articles';

const post = {
  id: 'source-checks-in-the-field',
  title: 'Source checks in the field',
  excerpt: 'How analysts verify a video before it reaches a briefing.',
  description: '<h2>First pass</h2><p>Check the uploader, then the place.</p>',
  date: '2026-03-02',
  categories: ['tradecraft'],
};

describe('fingerprint mode', () => {
  it('gives an article the same fingerprint data with and without its sanitised body', async () => {
    const rendered = toArticlePage('hub', post as never, 'fr');
    const checked = await withFingerprintOnly(async () => toArticlePage('hub', { ...post } as never, 'fr'));
    expect(rendered.article.body.ok).toBe(true);
    expect(checked.article.body).toEqual({});
    expect(JSON.stringify(checked, bySource)).toBe(JSON.stringify(rendered, bySource));
    // The page's own data still holds the body, and nothing of the marker.
    expect(JSON.stringify(rendered)).toContain('First pass');
    expect(Object.keys(rendered.article.body)).not.toContain(String(BODY_SOURCE));
  });

  it('changes the fingerprint of a body when its text or its section changes', () => {
    const body = (section: 'hub' | 'use-cases', entry: typeof post) => JSON.stringify(toArticlePage(section, entry as never, 'en').article.body, bySource);
    const base = body('hub', post);
    // Bodies are kept per item for the build, so the edited text comes as another item.
    expect(body('hub', { ...post, id: 'source-checks-edited', description: `${post.description}<p>More.</p>` })).not.toBe(base);
    expect(body('use-cases', post)).not.toBe(base);
    expect(body('hub', { ...post, id: 'source-checks-copy' })).toBe(base);
  });

  it('is only on while the check runs, even when a loader throws', async () => {
    await expect(withFingerprintOnly(async () => {
      expect(fingerprintOnly()).toBe(true);
      throw new Error('broken content');
    })).rejects.toThrow('broken content');
    expect(fingerprintOnly()).toBe(false);
  });
});
