import { describe, expect, it } from 'vitest';
import { buildCrumbs, capitaliseSegment } from './breadcrumbs';
import { breadcrumbJsonLd, serializeJsonLd } from '../head/structured-data';

describe('breadcrumbs', () => {
  const labels: Record<string, string> = { '/industries': 'Industries' };
  const labelFor = (path: string) => labels[path] ?? null;

  it('starts at home, uses known page labels, capitalises the rest, ends with the heading', () => {
    const crumbs = buildCrumbs({
      path: '/industries/public-safety/extra',
      locale: 'fr',
      homeLabel: 'Accueil',
      currentLabel: 'Détail',
      labelFor,
    });
    expect(crumbs).toEqual([
      { label: 'Accueil', href: '/fr' },
      { label: 'Industries', href: '/fr/industries' },
      { label: 'Public safety', href: '/fr/industries/public-safety' },
      { label: 'Détail', href: '/fr/industries/public-safety/extra' },
    ]);
  });

  it('skips segments where no page lives', () => {
    const crumbs = buildCrumbs({
      path: '/careers/job/QV-1',
      locale: 'en',
      homeLabel: 'Home',
      currentLabel: 'Engineer',
      labelFor: () => null,
      hasPage: (path) => path !== '/careers/job',
    });
    expect(crumbs.map((c) => c.href)).toEqual(['/', '/careers', '/careers/job/QV-1']);
  });

  it('capitalises encoded and hyphenated segments', () => {
    expect(capitaliseSegment('company-culture')).toBe('Company culture');
    expect(capitaliseSegment('caf%C3%A9')).toBe('Café');
    expect(capitaliseSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('numbers BreadcrumbList positions from 1 with absolute URLs, and escapes < in JSON-LD', () => {
    const ld = breadcrumbJsonLd([
      { label: 'Home', href: '/' },
      { label: '<Hub>', href: '/hub' },
    ], 'https://www.quorvia.example/hub') as { itemListElement: Array<{ position: number; item: string }> };
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    expect(ld.itemListElement[1]?.item).toMatch(/^https:\/\/[^/]+\/hub$/);
    expect(serializeJsonLd(ld)).not.toContain('<');
  });
});
