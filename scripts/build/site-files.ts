import { LOCALES, PREFIXED_LOCALES } from '../../src/lib/i18n/locales';
import { PAGE_OEMBED_DIR } from '../../src/lib/head/page-oembed';

/** robots.txt: the production site names its sitemap; staging asks crawlers to stay out. */
export function robotsTxt(origin: string, staging: boolean): string {
  if (staging) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * _redirects, in the syntax Cloudflare Pages (the production host) and Netlify share, with only
 * the statuses Cloudflare accepts (200, 301, 302, 303, 307, 308). Cloudflare applies these before
 * files, so /en/... redirects even where a stub exists (the stubs serve hosts without redirects);
 * unknown paths need no rule there, since it serves the nearest 404.html with status 404.
 * Netlify's per-language 404 rules live in netlify.toml (netlifyNotFoundRules).
 */
export function redirectsFile(): string {
  // A language prefix typed in capitals (/FR/about, /Uk) goes to its lowercase form. Cloudflare
  // matches rules case-sensitively, so each spelling is a rule of its own.
  const variants = LOCALES.flatMap((locale) => caseVariants(locale.prefix || 'en').map((spelling) => ({ spelling, to: locale.prefix ? `/${locale.prefix}` : '' })));
  const lines = [
    '# English lives unprefixed: /en/... goes to the same path without the prefix; a prefix in capitals',
    '# goes to its lowercase form. Exact rules first: Pages counts any after a splat rule as dynamic.',
    '/en      /         301',
    ...variants.map(({ spelling, to }) => `/${spelling}    ${to || '/'}    301`),
    // /en//evil.example would otherwise go to //evil.example, another site: a slash is dropped first.
    ...['en', ...caseVariants('en')].map((spelling) => `/${spelling}//*    /en/:splat    301`),
    '/en/*    /:splat   301',
    ...variants.map(({ spelling, to }) => `/${spelling}/*    ${to}/:splat    301`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Every spelling of a prefix but the lowercase one (/FR, /Fr, /fR). */
export function caseVariants(prefix: string): string[] {
  let spellings = [''];
  for (const char of prefix) spellings = spellings.flatMap((s) => [...new Set([s + char.toLowerCase(), s + char.toUpperCase()])]);
  return spellings.filter((s) => s !== prefix.toLowerCase());
}

/** The [[redirects]] netlify.toml needs: Netlify serves only the root 404.html on its own. */
export function netlifyNotFoundRules(): string {
  const rule = (from: string, to: string) => `[[redirects]]\n  from = "${from}"\n  to = "${to}"\n  status = 404\n`;
  return [...PREFIXED_LOCALES.map((l) => rule(`/${l.prefix}/*`, `/${l.prefix}/404.html`)), rule('/*', '/404.html')].join('\n');
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Frame-Options': 'DENY',
  // Pages carry their own CSP in a <meta> tag; framing can only be refused from a header.
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const JSON_TYPE = 'application/json; charset=utf-8';

/** _headers: security headers everywhere, immutable hashed assets, short caching for HTML and JSON. */
export function headersFile(hashedAssetsDir: string): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([k, v]) => (k.startsWith('!') ? `  ${k}` : `  ${k}: ${v}`))].join('\n');
  return `${[
    block('/*', { ...SECURITY_HEADERS, 'Cache-Control': 'public, max-age=0, must-revalidate' }),
    // "! Name" detaches the value set by /* so the more specific rule's value is the only one.
    block(`/${hashedAssetsDir}/*`, { '! Cache-Control': '', 'Cache-Control': 'public, max-age=31536000, immutable' }),
    block('/assets/*', { '! Cache-Control': '', 'Cache-Control': 'public, max-age=300, must-revalidate' }),
    block('/media/*', { '! Cache-Control': '', 'Cache-Control': 'public, max-age=86400' }),
    // Gated brand downloads: their folder name depends on the password; keep them out of search.
    block('/download/*', { '! Cache-Control': '', 'Cache-Control': 'public, max-age=86400', 'X-Robots-Tag': 'noindex, nofollow' }),
    block('/sitemap.xml', { 'Content-Type': 'application/xml; charset=utf-8' }),
    // RFC 9116 asks for text/plain with charset=utf-8; said here so no host's guess decides it.
    block('/.well-known/security.txt', { 'Content-Type': 'text/plain; charset=utf-8' }),
    // The spec's data files and the oEmbed files are JSON whatever their name ends with.
    block('/assets/posts/*', { 'Content-Type': JSON_TYPE }),
    block('/assets/jobs/*', { 'Content-Type': JSON_TYPE }),
    block('/assets/data/*', { 'Content-Type': JSON_TYPE }),
    block(`${PAGE_OEMBED_DIR}/*`, { 'Content-Type': JSON_TYPE }),
    block('/careers/job/og/*', { 'Content-Type': JSON_TYPE }),
    // The embed preview, in every language, is the one page other sites may frame.
    ...['', ...PREFIXED_LOCALES.map((l) => `/${l.prefix}`)].map((prefix) =>
      block(`${prefix}/assets/oembed`, {
        '! X-Frame-Options': '',
        '! Content-Security-Policy': '',
        'Content-Security-Policy': 'frame-ancestors *',
      }),
    ),
  ].join('\n\n')}\n`;
}
