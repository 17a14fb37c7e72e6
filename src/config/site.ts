/**
 * Brand, hosts and third-party identifiers. This is the only place these values live:
 * everything else imports them from here (DESIGN.md, "Brand and hosts").
 */
const DEFAULT_ORIGIN = 'https://www.quorvia.example';

/** Replaced by Vite's `define` in both bundles, so server and client agree on the origin. */
declare const __SITE_ORIGIN__: string | undefined;

function readOrigin(): string {
  const baked = typeof __SITE_ORIGIN__ !== 'undefined' ? __SITE_ORIGIN__ : undefined;
  // Node scripts (sitemap, checks) run outside Vite and read the variable directly.
  const fromEnv = typeof process !== 'undefined' ? process.env?.SITE_ORIGIN : undefined;
  return (baked || fromEnv || DEFAULT_ORIGIN).trim().replace(/\/+$/, '');
}

export const site = {
  name: 'Quorvia',
  legalName: 'Quorvia S.à r.l.',
  tagline: 'Operating System for PAI and OSINT',
  origin: readOrigin(),
  companyDomain: 'quorvia.example',
  stagingHost: 'staging.quorvia.example',
  betaHost: 'beta.quorvia.example',
  foundingYear: 2019,
  address: {
    street: '12 Rue du Laboratoire',
    locality: 'Luxembourg',
    postalCode: 'L-1911',
    country: 'LU',
  },
  /**
   * The three offices (the culture page, the careers globe, the privacy policy and the environment
   * plan name the same cities), headquarters first. Addresses are written as the post of each country
   * writes them, so they are not translated; the city's name and the office's role are (contact.json).
   */
  offices: [
    { key: 'luxembourg', lines: ['12 Rue du Laboratoire', 'L-1911 Luxembourg'], country: 'LU' },
    { key: 'london', lines: ['41 Clerkenwell Road', 'London EC1M 5RF'], country: 'GB' },
    { key: 'paris', lines: ['18 Rue de Chabrol', '75010 Paris'], country: 'FR' },
  ],
  mailboxes: {
    contact: 'hello@quorvia.example',
    sales: 'sales@quorvia.example',
    jobs: 'jobs@quorvia.example',
    press: 'press@quorvia.example',
    privacy: 'privacy@quorvia.example',
    /** Vulnerability reports: security.txt's Contact and the contact page's security section. */
    security: 'security@quorvia.example',
  },
  /**
   * /.well-known/security.txt (RFC 9116), written by the build. `expires` must stay under a year
   * ahead; the build and `npm run validate` fail once it is less than 30 days away, so move it
   * forward (and redeploy) before then.
   */
  securityTxt: {
    expires: '2027-08-31T00:00:00Z',
    /** Languages the security team reads reports in, as the contact page says: English or French. */
    preferredLanguages: ['en', 'fr'],
    /** The trust page's section on reporting a vulnerability (the disclosure policy). */
    policyPath: '/trust#disclosure',
  },
  phone: {
    display: '+352 20 30 40 50',
    tel: '+35220304050',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/quorvia-example',
    x: 'https://x.com/quorvia_example',
  },
  marketingForm: {
    /** The provider's embed script (EU region); it defines window.formRelay. */
    scriptUrl: 'https://js-eu1.formrelay.example/forms/embed/v2.js',
    region: 'eu1',
    portalId: '48151623',
    formIds: {
      contact: '7c1e2a90-4b6d-4f1e-9a51-3d0c2b8e6f11',
      demo: 'a93d5b27-1e84-4c0a-8f3b-6e2d9c4a7b55',
      brand: '2f6b8d14-9c3e-4a7f-b1d2-5e8a0c3f9d66',
    },
  },
  consentScriptId: 'e4b1c7a2-5d39-4f86-a0b3-71c9d2e8f405',
  /** Consent management provider; its declaration script lists the site's cookies on /legal/cookies. */
  consentHost: 'https://consent.trustframe.example',
  /** Public IP geolocation service used by the location banner (beta host only). */
  geolocationEndpoint: 'https://ipapi.quorvia-geo.example/json',
} as const;

export type Site = typeof site;
