import { PROVIDERS, type Provider, type ProviderKey } from './providers';

export interface CspInput {
  /** sha256 hashes (base64) of the page's inline executable scripts. */
  scriptHashes: readonly string[];
  providers: readonly ProviderKey[];
}

function hostsOf(providers: readonly ProviderKey[], directive: keyof Provider): string[] {
  const hosts = providers.flatMap((key) => (PROVIDERS[key] as Provider)[directive] ?? []);
  return [...new Set(hosts)].sort();
}

/**
 * The page's policy, delivered in a <meta> tag (so frame-ancestors, which meta cannot carry, is
 * sent by _headers). Scripts: own origin plus per-page hashes; never 'unsafe-inline' or
 * 'unsafe-eval'. Styles may be inline: React style props and critical CSS need it.
 */
export function buildCsp({ scriptHashes, providers }: CspInput): string {
  const list = (...values: string[]) => values.filter(Boolean).join(' ');
  const frames = hostsOf(providers, 'frame');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval': the site search (Pagefind) compiles its WebAssembly; it allows no eval of text.
    ['script-src', list("'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((h) => `'sha256-${h}'`), ...hostsOf(providers, 'script'))],
    ['style-src', list("'self'", "'unsafe-inline'", ...hostsOf(providers, 'style'))],
    ['img-src', list("'self'", 'data:', 'https:', ...hostsOf(providers, 'img'))],
    ['font-src', "'self'"],
    ['connect-src', list("'self'", ...hostsOf(providers, 'connect'))],
    ['media-src', "'self'"],
    ['frame-src', frames.length ? frames.join(' ') : "'none'"],
    ['form-action', list("'self'", ...hostsOf(providers, 'form'))],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
