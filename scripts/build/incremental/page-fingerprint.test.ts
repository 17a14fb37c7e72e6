import { describe, expect, it } from 'vitest';
import { pageFingerprint, type PageInputs } from './page-fingerprint';

const page: PageInputs = { path: '/hub/a', sharedHash: 's', translations: ['common-1', 'article-1'], loaderData: { 0: { title: 'A' } } };

describe('pageFingerprint', () => {
  it('is the same for the same inputs', () => {
    expect(pageFingerprint({ ...page, loaderData: { 0: { title: 'A' } } })).toBe(pageFingerprint(page));
  });
  it('changes with each input: route data, a translation file, shared data, the path', () => {
    const base = pageFingerprint(page);
    expect(pageFingerprint({ ...page, loaderData: { 0: { title: 'B' } } })).not.toBe(base);
    expect(pageFingerprint({ ...page, translations: ['common-2', 'article-1'] })).not.toBe(base);
    expect(pageFingerprint({ ...page, sharedHash: 't' })).not.toBe(base);
    expect(pageFingerprint({ ...page, path: '/fr/hub/a' })).not.toBe(base);
  });
  it('tells no loader data from empty data', () => {
    expect(pageFingerprint({ ...page, loaderData: undefined })).not.toBe(pageFingerprint({ ...page, loaderData: {} }));
  });
});
