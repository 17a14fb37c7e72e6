import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { getLocale } from '../i18n/locales';
import { pageHeadInput } from './page-head-input';
import type { PageHeadOptions } from './page-head-options';

const origin = 'https://www.quorvia.example';
const t = ((key: string) => key) as unknown as TFunction;
type Link = Record<string, string>;

function links(options: Partial<PageHeadOptions>, localeKey: 'en' | 'fr', path: string): Link[] {
  const input = pageHeadInput({ title: 'T', description: 'D', ...options }, { locale: getLocale(localeKey), path, t, labelFor: () => null });
  return input.link as Link[];
}
const hreflangs = (list: Link[]) => list.filter((l) => l.hreflang).map((l) => `${l.hreflang} ${l.href}`);
const canonicalOf = (list: Link[]) => list.find((l) => l.rel === 'canonical')?.href;

describe('canonical and hreflang links', () => {
  it('gives a page that is its own canonical the full hreflang set with x-default', () => {
    const list = links({}, 'fr', '/industries/defense');
    expect(canonicalOf(list)).toBe(`${origin}/fr/industries/defense`);
    expect(hreflangs(list)).toContain(`fr ${origin}/fr/industries/defense`);
    expect(hreflangs(list)).toContain(`x-default ${origin}/industries/defense`);
    expect(hreflangs(list)).toHaveLength(7);
  });

  it('gives an alias its canonical and no hreflang set, in every language', () => {
    for (const key of ['en', 'fr'] as const) {
      const list = links({ canonicalPath: '/industries/defense' }, key, '/industries/defence');
      expect(canonicalOf(list)).toBe(`${origin}${key === 'en' ? '' : `/${key}`}/industries/defense`);
      expect(hreflangs(list)).toEqual([]);
    }
  });

  it('points an untranslated copy at the English page and leaves it out of the set', () => {
    const copy = links({ contentLanguages: ['en', 'uk'] }, 'fr', '/careers/job/QV-ENG-0142');
    expect(canonicalOf(copy)).toBe(`${origin}/careers/job/QV-ENG-0142`);
    expect(hreflangs(copy)).toEqual([]);
    const own = links({ contentLanguages: ['en', 'uk'] }, 'en', '/careers/job/QV-ENG-0142');
    expect(hreflangs(own).map((h) => h.split(' ')[0])).toEqual(['en', 'en-GB', 'x-default']);
  });
});

describe('content date', () => {
  const metas = (options: Partial<PageHeadOptions>) =>
    (pageHeadInput({ title: 'T', description: 'D', ...options }, { locale: getLocale('en'), path: '/hub/x', t, labelFor: () => null }).meta as Link[]).filter(
      (m) => m.property === 'og:updated_time',
    );
  it("becomes og:updated_time, which the sitemap reads as lastmod, and is absent when the page has none", () => {
    expect(metas({ contentDate: '2025-03-14' })).toEqual([{ property: 'og:updated_time', content: '2025-03-14' }]);
    expect(metas({ contentDate: '2025-03-14T09:30:00' })).toEqual([{ property: 'og:updated_time', content: '2025-03-14T09:30:00+00:00' }]);
    expect(metas({})).toEqual([]);
    expect(metas({ contentDate: null })).toEqual([]);
    expect(metas({ contentDate: '2025-03-14', notFound: true })).toEqual([]);
  });
});

describe('breadcrumb JSON-LD', () => {
  const lastCrumb = (localeKey: 'en' | 'fr', path: string, options: Partial<PageHeadOptions> = {}) => {
    const input = pageHeadInput({ title: 'T', description: 'D', ...options }, { locale: getLocale(localeKey), path, t, labelFor: () => null });
    const block = (input.script as Array<{ innerHTML: string }>).map((s) => JSON.parse(s.innerHTML) as { '@type': string; itemListElement: Array<{ item: string }> }).find((b) => b['@type'] === 'BreadcrumbList');
    return { last: block?.itemListElement.at(-1)?.item, canonical: canonicalOf(input.link as Link[]) };
  };

  it('ends at the canonical URL of an alias, in every language', () => {
    for (const key of ['en', 'fr'] as const) {
      const { last, canonical } = lastCrumb(key, '/industries/defence', { canonicalPath: '/industries/defense' });
      expect(last).toBe(canonical);
      expect(last).toMatch(/\/industries\/defense$/);
    }
  });

  it('ends at the page itself when it is its own canonical, and at the English page of an untranslated copy', () => {
    expect(lastCrumb('fr', '/industries/corporate').last).toBe(`${origin}/fr/industries/corporate`);
    const copy = lastCrumb('fr', '/careers/job/QV-ENG-0142', { contentLanguages: ['en', 'uk'] });
    expect(copy.last).toBe(copy.canonical);
  });
});

describe('search tags', () => {
  const metas = (options: Partial<PageHeadOptions>, path: string) =>
    pageHeadInput({ title: 'T', description: 'D', ...options }, { locale: getLocale('fr'), path, t, labelFor: () => null }).meta as Link[];

  it('marks an indexed page for the search index (at build, where the index reads it)', () => {
    const list = metas({ search: { topics: ['research'] }, contentDate: '2025-03-14' }, '/hub/x');
    expect(list.find((m) => m.name === 'search-type')).toMatchObject({ content: 'post', 'data-pagefind-sort': 'date:2025-03-14' });
    expect(list.find((m) => m.property === 'og:title')?.['data-pagefind-meta']).toBe('title[content]');
    expect(list.find((m) => m.name === 'description')?.['data-pagefind-meta']).toBe('description[content]');
  });

  it('gives a page left out of search none of them', () => {
    const list = metas({ search: false }, '/hub/x');
    expect(list.some((m) => m.name === 'search-type' || 'data-pagefind-meta' in m)).toBe(false);
  });
});
