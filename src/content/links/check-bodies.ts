import { formatJsonPath, type ContentProblem } from '../content-error';
import { decodeDescription } from '../article/decode-description';
import { processArticleHtml } from '../article/process-article';
import { sanitizeReport } from '../article/sanitize-article';
import { classifyLink } from '../article/external-links';
import type { ContentIdList } from '../content-ids';
import { site } from '../../config/site';
import { nearest } from '../vocabulary/did-you-mean';
import { resolveSitePath, type SiteIndex } from './site-paths';

/** One body of HTML an editor wrote: an item's description, or a translation's. */
export interface BodySource {
  file: string;
  /** JSON path of the field, e.g. [3].translations.fr.description. */
  path: ReadonlyArray<PropertyKey>;
  value: string | undefined;
  /** The page language this body is shown in ('en' for the original). */
  locale: string;
  /** The list and id of the item, so a link to its own page's anchors is checked against this body. */
  list: ContentIdList;
  id: string;
  /** utm_campaign of the item's section (the sanitiser needs it; it does not change what is reported). */
  campaign: string;
}

/** The decoded body of an item in a language (the translation's, else the original's), if any. */
export type BodyLookup = (list: ContentIdList, id: string, locale: string) => string | undefined;

/** Lists whose items are articles with heading ids (jobs' bodies are restructured by their own rule). */
const ARTICLE_LISTS = new Set<ContentIdList>(['blog', 'useCases', 'newsroom']);

const COMPANY_HOSTS = new Set([site.companyDomain, `www.${site.companyDomain}`]);

function headingIdsOf(html: string): Set<string> {
  const processed = processArticleHtml(html, { campaign: 'check' }).html;
  return new Set([...processed.matchAll(/<h[2-6] id="([^"]+)"/g)].map((m) => m[1]!));
}

/**
 * Checks every body: each internal link must lead to a page this build makes (route table and
 * content ids, any language prefix), and an #anchor on an article to one of its heading ids;
 * relative links fail (they resolve differently on every page). What the sanitiser removes is a
 * warning. Problems name file, JSON path and the link.
 */
export function checkBodies(sources: readonly BodySource[], index: SiteIndex, bodyOf: BodyLookup): { problems: ContentProblem[]; warnings: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const headingCache = new Map<string, Set<string> | null>();
  const headings = (list: ContentIdList, id: string, locale: string): Set<string> | null => {
    const key = `${list}\u0000${id}\u0000${locale}`;
    if (!headingCache.has(key)) {
      const body = ARTICLE_LISTS.has(list) ? bodyOf(list, id, locale) : undefined;
      headingCache.set(key, body === undefined ? null : headingIdsOf(body));
    }
    return headingCache.get(key) ?? null;
  };

  for (const source of sources) {
    if (!source.value?.trim()) continue;
    const decoded = decodeDescription(source.value);
    if (!decoded.ok) continue;
    const file = source.file;
    const path = formatJsonPath(source.path);
    const report = sanitizeReport(decoded.html, { campaign: source.campaign });
    if (report.removed.length > 0) {
      warnings.push({ file, path, message: `the site removes ${report.removed.join(', ')} from this text (not allowed in articles); take it out of the file` });
    }
    for (const href of report.links) {
      const fail = (why: string) => problems.push({ file, path, message: `link "${href}": ${why}` });
      const kind = classifyLink(href, source.campaign).kind;
      if (/^(mailto|tel):/i.test(href)) continue;
      if (kind === 'unparsable') {
        fail('is not a site path or a web address; write the page\'s site path from the root (/hub/some-post, /fr/use-cases/x) or a full https:// address');
        continue;
      }
      let target: string;
      if (kind === 'external') continue;
      if (href.startsWith('#') || href.startsWith('/')) target = href;
      else {
        // An absolute address on the company's own host is a page of this site; its subdomains are other sites.
        const url = new URL(href);
        if (!COMPANY_HOSTS.has(url.hostname)) continue;
        target = `${url.pathname}${url.hash}`;
      }
      const hashAt = target.indexOf('#');
      const anchor = hashAt >= 0 ? decodeURIComponent(target.slice(hashAt + 1)) : '';
      const pagePath = (hashAt >= 0 ? target.slice(0, hashAt) : target).split('?')[0]!;
      let owner: { list: ContentIdList; id: string; locale: string } | null;
      if (pagePath === '') owner = { list: source.list, id: source.id, locale: source.locale };
      else {
        const resolved = resolveSitePath(pagePath, index);
        if (!resolved.ok) {
          fail(resolved.reason);
          continue;
        }
        owner = resolved.list && resolved.id ? { list: resolved.list, id: resolved.id, locale: resolved.locale } : null;
      }
      if (!anchor || !owner) continue;
      const ids = headings(owner.list, owner.id, owner.locale);
      if (ids && !ids.has(anchor)) {
        const known = [...ids];
        const near = nearest(anchor, known);
        const listed = near ? ` Did you mean #${near}?` : known.length ? ` Its headings: ${known.slice(0, 8).map((id) => `#${id}`).join(', ')}${known.length > 8 ? ', ...' : ''}.` : ' It has no headings.';
        fail(`the article has no heading with id "${anchor}".${listed}`);
      }
    }
  }
  return { problems, warnings };
}
