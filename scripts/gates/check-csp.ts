import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROVIDERS, SITE_WIDE_PROVIDERS, type Provider, type ProviderKey } from '../../src/lib/third-party/providers';
import { matchPageRoute } from '../../src/routes/match-page-route';
import { isStubFile, isNotFoundFile, listPages } from '../lib/dist-pages';
import { inlineExecutableScripts, scanHtml } from '../lib/scan-html';
import { declaredNeeds, sha256Base64 } from '../build/apply-csp';
import type { GateProblem, GateResult } from './gate';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

const allHosts = (key: ProviderKey) => Object.values(PROVIDERS[key] as Provider).flat();

/**
 * Every page carries a CSP whose script-src has neither 'unsafe-inline' nor 'unsafe-eval' but has
 * 'wasm-unsafe-eval' (the site search), lists
 * the hash of each inline script it holds, and names third-party hosts only where the page's route
 * (or the shell) loads them.
 */
export function checkCsp(dist: string): GateResult {
  const problems: GateProblem[] = [];
  const pages = listPages(dist);
  for (const page of pages) {
    const scanned = scanHtml(readFileSync(join(dist, page.file), 'utf8'));
    const metas = scanned.tags.filter((t) => t.name === 'meta' && t.attrs['http-equiv']?.toLowerCase() === 'content-security-policy');
    const report = (message: string) => problems.push({ file: page.file, message });
    if (metas.length !== 1) {
      report(`expected one CSP meta tag, found ${metas.length}`);
      continue;
    }
    const policy = directives(metas[0]?.attrs.content ?? '');
    const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];
    if (scriptSrc.length === 0) report('CSP has no script-src');
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'"]) if (scriptSrc.includes(bad)) report(`script-src allows ${bad}`);
    // The site search runs WebAssembly, which the browser compiles only under this keyword.
    if (!scriptSrc.includes("'wasm-unsafe-eval'")) report("script-src lacks 'wasm-unsafe-eval' (the site search needs it)");
    for (const script of inlineExecutableScripts(scanned)) {
      const hash = `'sha256-${sha256Base64(script.text ?? '')}'`;
      if (!scriptSrc.includes(hash)) report(`inline script not covered by a hash: ${(script.text ?? '').slice(0, 60)}`);
    }
    const route = isNotFoundFile(page.file) || isStubFile(page.file) ? null : matchPageRoute(page.urlPath);
    const allowed = new Set<ProviderKey>([...SITE_WIDE_PROVIDERS, ...(route?.thirdParties ?? []), ...declaredNeeds(scanned.tags.filter((t) => t.name === 'meta').map((t) => t.attrs))]);
    const values = [...policy.values()].flat();
    for (const key of Object.keys(PROVIDERS) as ProviderKey[]) {
      if (allowed.has(key)) continue;
      for (const host of allHosts(key)) if (values.includes(host)) report(`allows ${host} (${key}) although the page does not load it`);
    }
  }
  return { name: 'csp', problems, notes: [], checked: `${pages.length} pages` };
}
