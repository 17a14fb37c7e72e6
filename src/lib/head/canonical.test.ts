import { describe, expect, it } from 'vitest';
import { getLocale } from '../i18n/locales';
import { pageUrls } from './canonical';

const origin = 'https://www.quorvia.example';

describe('pageUrls', () => {
  it('names the page in its own language when it is its text there', () => {
    const urls = pageUrls({ contentLanguages: ['en', 'fr'] }, getLocale('fr'), '/hub/x');
    expect(urls).toMatchObject({ canonical: `${origin}/fr/hub/x`, isCanonical: true });
    expect(urls.textLocale.key).toBe('fr');
  });
  it('names the English page on a copy in a language the item has no translation in', () => {
    const urls = pageUrls({ contentLanguages: ['en', 'uk'] }, getLocale('lu'), '/careers/job/QV-1');
    expect(urls).toMatchObject({ canonical: `${origin}/careers/job/QV-1`, isCanonical: false });
    expect(urls.languages.map((l) => l.key)).toEqual(['en', 'uk']);
  });
  it('names the canonical path of an alias in the page language', () => {
    const urls = pageUrls({ canonicalPath: '/industries/defense' }, getLocale('es'), '/industries/defence');
    expect(urls).toMatchObject({ canonical: `${origin}/es/industries/defense`, isCanonical: false });
  });
});
