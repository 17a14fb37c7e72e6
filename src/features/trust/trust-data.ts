/**
 * The structure of the trust page; the words live in locales/{lang}/trust.json under `trust`.
 * The build's security overview PDF (scripts/build/trust-pdf.ts) reads the same lists, so the
 * download always says what the page says.
 */

/** When the security team last reviewed the page; shown on the page and in the PDF. */
export const TRUST_REVIEWED = '2026-11-02';

export const TRUST_TILES = ['certification', 'regions', 'audit', 'testing'] as const;

/** Section ids, in page order; each is an anchor (security.txt's Policy points at #disclosure). */
export const TRUST_SECTIONS = ['certifications', 'hosting', 'encryption', 'audit', 'testing', 'disclosure', 'subprocessors'] as const;
export type TrustSection = (typeof TRUST_SECTIONS)[number];

/** Certifications and frameworks, each with the page that backs it. */
export const TRUST_CERTS = [
  { key: 'iso', source: '/brand/newsroom/iso-27001-certification' },
  { key: 'soc2' },
  { key: 'gdpr', source: '/legal/dpa' },
] as const;

/** The hosting regions of the Data Processing Addendum (section 10), one chosen per client. */
export const TRUST_REGIONS = ['eu', 'fr', 'uk', 'ca', 'us'] as const;

/** Sub-processors by kind (the DPA keeps the names available to clients on request). */
export const TRUST_SUBPROCESSORS = ['colocationLu', 'cloudDe', 'cloudFr', 'colocationUk', 'cloudCa', 'cloudUs', 'egress', 'email', 'support'] as const;
