import { site } from '../../config/site';
import { absoluteUrl } from '../i18n/localize-path';
import type { Crumb } from '../routing/breadcrumbs';

export type JsonLd = Record<string, unknown>;

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.origin}/#organization`,
    name: site.name,
    legalName: site.legalName,
    slogan: site.tagline,
    url: site.origin,
    logo: absoluteUrl(site.origin, '/icon-512.png'),
    foundingDate: String(site.foundingYear),
    email: site.mailboxes.contact,
    telephone: site.phone.tel,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: [site.social.linkedin, site.social.x],
  };
}

/**
 * Positions start at 1, as Google requires; every item carries an absolute URL. The last item is
 * the page itself, named by its canonical URL: an alias (/industries/defence) or an untranslated
 * copy would otherwise give crawlers a second address for the page the canonical names.
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], canonical: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: index === crumbs.length - 1 ? canonical : absoluteUrl(site.origin, crumb.href),
    })),
  };
}

/** JSON for a <script> element: `<` is escaped so content can never close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
