import { describe, expect, it } from 'vitest';
import { getLocale, LOCALES } from '../../../lib/i18n/locales';
import { pathForRegion, regionOptions, shouldShowLocationBanner } from './location-rules';

const base = { hostname: 'beta.quorvia.example', betaHost: 'beta.quorvia.example', dismissed: false };

describe('shouldShowLocationBanner', () => {
  it('shows for a Luxembourg visitor on the English site', () => {
    expect(shouldShowLocationBanner({ ...base, country: 'LU', page: getLocale('en') })).toBe(true);
  });
  it('never shows off the beta host', () => {
    expect(shouldShowLocationBanner({ ...base, hostname: 'www.quorvia.example', country: 'LU', page: getLocale('en') })).toBe(false);
  });
  it('needs a detected country', () => {
    expect(shouldShowLocationBanner({ ...base, country: null, page: getLocale('en') })).toBe(false);
  });
  it('stays hidden when the detected language is the page language', () => {
    expect(shouldShowLocationBanner({ ...base, country: 'ES', page: getLocale('es') })).toBe(false);
    expect(shouldShowLocationBanner({ ...base, country: 'US', page: getLocale('en') })).toBe(false);
  });
  it('stays hidden on a path the country is allowed (LU on /uk, CA on /fr)', () => {
    expect(shouldShowLocationBanner({ ...base, country: 'LU', page: getLocale('uk') })).toBe(false);
    expect(shouldShowLocationBanner({ ...base, country: 'CA', page: getLocale('fr') })).toBe(false);
  });
  it('shows for countries without a language mapping when the path is not allowed (DE on /fr)', () => {
    expect(shouldShowLocationBanner({ ...base, country: 'DE', page: getLocale('fr') })).toBe(true);
  });
  it('stays hidden once dismissed and for countries without rules', () => {
    expect(shouldShowLocationBanner({ ...base, dismissed: true, country: 'LU', page: getLocale('en') })).toBe(false);
    expect(shouldShowLocationBanner({ ...base, country: 'JP', page: getLocale('fr') })).toBe(false);
  });
});

/**
 * Spec 000 section 9, one row per country of the allowed-paths table: on which language roots a
 * visitor from that country sees the banner, and what it offers. '/' is the unprefixed English
 * site; /uk is British English, a language of its own for this rule.
 */
const TABLE: Record<string, { shownOn: string[]; offers: string[] }> = {
  LU: { shownOn: ['/', '/es', '/pt', '/lu'], offers: ['/fr', '/uk'] },
  BE: { shownOn: ['/', '/es', '/pt', '/lu'], offers: ['/fr', '/uk'] },
  CA: { shownOn: ['/uk', '/es', '/pt', '/lu'], offers: ['/', '/fr'] },
  PT: { shownOn: ['/', '/uk', '/fr', '/es', '/lu'], offers: ['/pt'] },
  BR: { shownOn: ['/', '/uk', '/fr', '/es', '/lu'], offers: ['/pt'] },
  US: { shownOn: ['/uk', '/fr', '/es', '/pt', '/lu'], offers: ['/'] },
  ES: { shownOn: ['/', '/uk', '/fr', '/pt', '/lu'], offers: ['/es'] },
  DE: { shownOn: ['/', '/fr', '/es', '/pt', '/lu'], offers: ['/uk'] },
  FR: { shownOn: ['/', '/es', '/pt', '/lu'], offers: ['/fr', '/uk'] },
  GB: { shownOn: ['/fr', '/es', '/pt', '/lu'], offers: ['/uk'] },
  UK: { shownOn: ['/fr', '/es', '/pt', '/lu'], offers: ['/uk'] },
};
const ROOTS = LOCALES.map((l) => (l.prefix ? `/${l.prefix}` : '/'));

describe('the allowed-paths table, country by country', () => {
  for (const [country, { shownOn, offers }] of Object.entries(TABLE)) {
    it(`${country}: shown on ${shownOn.join(' ')}, offering ${offers.join(' or ')}`, () => {
      const shown = LOCALES.filter((page) => shouldShowLocationBanner({ ...base, country, page })).map((l) => (l.prefix ? `/${l.prefix}` : '/'));
      expect(shown).toEqual(ROOTS.filter((root) => shownOn.includes(root)));
      expect(regionOptions(country).map((o) => o.value)).toEqual(offers);
    });
  }
  it('a US visitor on /uk is offered /, and a Luxembourg or Belgian visitor on /lu French or English', () => {
    expect(shouldShowLocationBanner({ ...base, country: 'US', page: getLocale('uk') })).toBe(true);
    for (const country of ['LU', 'BE']) expect(shouldShowLocationBanner({ ...base, country, page: getLocale('lu') })).toBe(true);
  });
});

describe('regionOptions', () => {
  it('offers French or English to Luxembourg, English or French to Canada, Portuguese to Brazil', () => {
    expect(regionOptions('LU').map((o) => o.value)).toEqual(['/fr', '/uk']);
    expect(regionOptions('CA').map((o) => o.value)).toEqual(['/', '/fr']);
    expect(regionOptions('BR').map((o) => o.locale.key)).toEqual(['pt']);
    expect(regionOptions('JP')).toEqual([]);
  });
});

describe('pathForRegion', () => {
  it('keeps the page, swaps the prefix and collapses slashes', () => {
    expect(pathForRegion('/fr/solution/monitor', '/uk')).toBe('/uk/solution/monitor');
    expect(pathForRegion('/solution', '/fr')).toBe('/fr/solution');
    expect(pathForRegion('/fr/hub', '/')).toBe('/hub');
    expect(pathForRegion('/', '/pt')).toBe('/pt');
    expect(pathForRegion('//es//careers/', '/fr', '?x=1', '#list')).toBe('/fr/careers?x=1#list');
  });
});
