import { createHash } from 'node:crypto';
import { buildCsp } from '../../src/lib/third-party/content-security-policy';
import { isProviderKey, NEEDS_META, PROVIDERS_META, SITE_WIDE_PROVIDERS, type ProviderKey } from '../../src/lib/third-party/providers';
import { headMetas } from '../lib/dist-pages';
import { inlineScriptTexts } from '../lib/inline-scripts';
import { onWholePage, type PageParts } from './page-parts';

/** Providers a page declares for its own content (usePageHead's thirdParties), from its meta tags' attributes. */
export function declaredNeeds(metas: ReadonlyArray<Record<string, string>>): ProviderKey[] {
  const meta = metas.find((attrs) => attrs.name === NEEDS_META);
  return (meta?.content ?? '').split(/\s+/).filter(isProviderKey);
}

export function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/**
 * Writes the page's CSP meta tag (hashes of the inline scripts it carries, hosts of the third
 * parties it loads) and the list of allowed providers, right after <meta charset>. `metas`: the
 * head's meta tags when the caller has them already (finishing a page reads them once).
 */
export function applyCsp(page: PageParts, pageProviders: readonly ProviderKey[], metas: ReadonlyArray<Record<string, string>> = headMetas(page.head)): PageParts {
  const providers = [...new Set([...SITE_WIDE_PROVIDERS, ...pageProviders, ...declaredNeeds(metas)])].sort();
  // The cut after </head> is between tags, so the two scans find what one over the page would.
  const scripts = [...inlineScriptTexts(page.head), ...inlineScriptTexts(page.body)];
  const policy = buildCsp({ scriptHashes: scripts.map(scriptHash), providers });
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">` +
    `<meta name="${PROVIDERS_META}" content="${providers.join(' ')}">`;
  const charset = /<meta charset="[^"]*">/i.exec(page.head);
  if (!charset) throw new Error('page has no <meta charset> to place the CSP after');
  const at = charset.index + charset[0].length;
  return { head: `${page.head.slice(0, at)}\n${tags}${page.head.slice(at)}`, body: page.body };
}

/** The CSP of a page written whole (a share page, an /en stub). */
export const withCsp = onWholePage(applyCsp);

/** The same few scripts start every page (the app's start, the theme): their hashes are kept. */
const knownHashes = new Map<string, string>();
const KNOWN_SCRIPT_CHARS = 8_000;

function scriptHash(text: string): string {
  if (text.length > KNOWN_SCRIPT_CHARS) return sha256Base64(text);
  let hash = knownHashes.get(text);
  if (hash === undefined) {
    hash = sha256Base64(text);
    // Per-page scripts (route data) would only fill the map: it holds the first few hundred, each
    // copied (a slice of the page would keep the whole page alive).
    if (knownHashes.size < 512) knownHashes.set(structuredClone(text), hash);
  }
  return hash;
}
