import { site } from '../../config/site';

export type LinkKind =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'unparsable'; href: string }
  /** A scheme that is not a web address (javascript:, data:, vbscript:, ...): the link loses its href. */
  | { kind: 'unsafe' };

const UTM = { utm_source: 'quorvia.example', utm_medium: 'website' } as const;

function isCompanyHost(host: string): boolean {
  const domain = site.companyDomain;
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Spec 000 section 5: links starting with # or / stay as they are; links to the company domain or
 * its subdomains too. Other links get utm_source, utm_medium and utm_campaign (unless utm_source is
 * already there) and go through the /ex warning page. A link that cannot be parsed opens in a new tab.
 */
export function classifyLink(href: string, campaign: string): LinkKind {
  const value = href.trim();
  if (value.startsWith('#') || (value.startsWith('/') && !value.startsWith('//'))) return { kind: 'internal', href: value };
  if (/^(mailto|tel):/i.test(value)) return { kind: 'internal', href: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'unparsable', href: value };
  }
  if (!/^https?:$/.test(url.protocol)) return { kind: 'unsafe' };
  if (isCompanyHost(url.hostname.toLowerCase())) return { kind: 'internal', href: url.href };
  if (!url.searchParams.has('utm_source')) {
    url.searchParams.set('utm_source', UTM.utm_source);
    url.searchParams.set('utm_medium', UTM.utm_medium);
    url.searchParams.set('utm_campaign', campaign);
  }
  return { kind: 'external', href: `/ex?dest=${encodeURIComponent(url.href)}` };
}
