import { matchPageRoute } from '../src/routes/match-page-route';
import { builtPages, LOCALES } from './built-pages';

/** One built page per route pattern and language, plus each language's not-found page. */
export function samplePages(): Array<{ label: string; url: string }> {
  const seen = new Set<string>();
  const out: Array<{ label: string; url: string }> = [];
  for (const page of builtPages()) {
    const pattern = matchPageRoute(page.urlPath)?.id ?? page.urlPath;
    const key = `${pattern}|${page.locale.key}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ label: `${pattern} (${page.locale.key})`, url: page.urlPath });
  }
  for (const locale of LOCALES) {
    out.push({ label: `not-found (${locale.key})`, url: `${locale.prefix ? `/${locale.prefix}` : ''}/gate-missing-page` });
  }
  return out;
}

/**
 * For checks whose outcome does not depend on the language (axe: the components, contrast and
 * landmarks are the same in every language): every route pattern once, including not-found, in
 * the six languages by turns, so that each language is visited.
 */
export function samplePagesAcrossLanguages(): Array<{ label: string; url: string }> {
  const all = samplePages();
  const locales = LOCALES.map((l) => l.key);
  const patterns = [...new Set(all.map((s) => s.label.replace(/ \([a-z]+\)$/, '')))];
  return all.filter((sample) => {
    const [, pattern = '', locale = ''] = /^(.*) \(([a-z]+)\)$/.exec(sample.label) ?? [];
    return locales[patterns.indexOf(pattern) % locales.length] === locale;
  });
}
