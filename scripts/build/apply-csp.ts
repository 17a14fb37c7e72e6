import { createHash } from 'node:crypto';
import { buildCsp } from '../../src/lib/third-party/content-security-policy';
import { isProviderKey, NEEDS_META, PROVIDERS_META, SITE_WIDE_PROVIDERS, type ProviderKey } from '../../src/lib/third-party/providers';
import { headMetas } from '../lib/dist-pages';
import { inlineScriptTexts } from '../lib/inline-scripts';

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
export function applyCsp(html: string, pageProviders: readonly ProviderKey[], metas: ReadonlyArray<Record<string, string>> = headMetas(html)): string {
  const providers = [...new Set([...SITE_WIDE_PROVIDERS, ...pageProviders, ...declaredNeeds(metas)])].sort();
  const policy = buildCsp({ scriptHashes: inlineScriptTexts(html).map(sha256Base64), providers });
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">` +
    `<meta name="${PROVIDERS_META}" content="${providers.join(' ')}">`;
  const charset = /<meta charset="[^"]*">/i.exec(html);
  if (!charset) throw new Error('page has no <meta charset> to place the CSP after');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n${tags}${html.slice(at)}`;
}
