import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentIdList } from '../content-ids';
import { nearest } from '../vocabulary/did-you-mean';
import { normalizePath, splitLocale } from '../../lib/i18n/localize-path';
// The table is data and imports no page, so the content check (which runs inside vite.config.ts,
// whose bundler would follow a page's CSS) can import it and its matching directly.
import { NOT_FOUND_ROUTE_ID, PAGE_ROUTES, type PageRoute } from '../../routes/route-table';
import { matchPageRoute } from '../../routes/match-page-route';

/** What the site publishes, for resolving a site path: the ids of each list as this build makes them. */
export interface SiteIndex {
  ids: Record<ContentIdList, ReadonlySet<string>>;
  /** Ids that exist but are drafts this build leaves out, per list. */
  drafts: Partial<Record<ContentIdList, ReadonlySet<string>>>;
  /** Folder whose files are served from the site root (public/). */
  publicDir: string;
}

export type PathResolution =
  | { ok: true; route: PageRoute; list?: ContentIdList; id?: string; locale: string }
  | { ok: false; reason: string };

/** What each list holds, in an editor's words. */
const LIST_NOUNS: Record<ContentIdList, string> = {
  blog: 'blog post',
  useCases: 'use case',
  newsroom: 'newsroom article',
  jobs: 'job',
  hubPages: 'hub page number',
  newsroomPages: 'newsroom page number',
};

/** Files the build writes besides pages, which content may link to (feeds). */
const GENERATED_FILE = /^\/(?:hub|brand\/newsroom)\/feed\.xml$|^\/sitemap\.xml$|^\/assets\//;

/** Every concrete English path, for a "did you mean" when a path matches no route. */
function knownPaths(index: SiteIndex): string[] {
  return PAGE_ROUTES.filter((route) => route.id !== NOT_FOUND_ROUTE_ID).flatMap((route) => {
    const values = typeof route.staticPaths === 'string' ? [...index.ids[route.staticPaths]] : route.staticPaths;
    return values ? values.map((value) => `/${route.path.replace(/:[^/]+/, value)}`) : [normalizePath(`/${route.path}`)];
  });
}

const suggestion = (near: string | null) => (near ? ` Did you mean ${near}?` : '');

/**
 * Resolves a site path (no query, no #) by the route table's own matching, in any language
 * prefix, and for dynamic routes by the ids this build publishes. A page of an untranslated item
 * under /fr exists (it shows the English text), so the language never makes a link fail.
 */
export function resolveSitePath(path: string, index: SiteIndex): PathResolution {
  const clean = normalizePath(path);
  if (clean === '/en' || clean.startsWith('/en/')) {
    return { ok: false, reason: `English pages have no /en prefix: write ${normalizePath(clean.slice(3))}` };
  }
  const { locale, path: bare } = splitLocale(clean);
  // A file rather than a page: it must be one the site serves.
  if (/\.[a-z0-9]+$/i.test(bare)) {
    if (existsSync(join(index.publicDir, bare)) || GENERATED_FILE.test(bare)) return { ok: true, route: PAGE_ROUTES[0]!, locale: locale.key };
    return { ok: false, reason: `there is no file ${bare} under public/` };
  }
  const route = matchPageRoute(clean);
  if (!route || route.id === NOT_FOUND_ROUTE_ID) {
    const near = nearest(bare, knownPaths(index));
    return { ok: false, reason: `no page of the site has this address.${suggestion(near && normalizePath(`/${locale.prefix}${near}`))}` };
  }
  if (!route.staticPaths) return { ok: true, route, locale: locale.key };
  // The parameter's value: the path segment where the route has :param.
  const at = route.path.split('/').findIndex((segment) => segment.startsWith(':'));
  const value = decodeURIComponent(bare.split('/').filter(Boolean)[at] ?? '');
  // Suggestions keep the link's language prefix.
  const base = normalizePath(`/${locale.prefix}/${route.path.split('/').slice(0, at).join('/')}/`) + '/';
  if (typeof route.staticPaths !== 'string') {
    if (route.staticPaths.includes(value)) return { ok: true, route, locale: locale.key };
    return { ok: false, reason: `${base}${value} does not exist (there are ${route.staticPaths.map((v) => base + v).join(', ')}).${suggestion(nearest(value, route.staticPaths)?.replace(/^/, base) ?? null)}` };
  }
  const list = route.staticPaths;
  const noun = LIST_NOUNS[list];
  if (index.ids[list].has(value)) return { ok: true, route, list, id: value, locale: locale.key };
  if (index.drafts[list]?.has(value)) return { ok: false, reason: `the ${noun} "${value}" is a draft, which the live site leaves out; link to it once it is published` };
  const near = nearest(value, index.ids[list]);
  return { ok: false, reason: `there is no ${noun} "${value}".${suggestion(near ? `${base}${near}` : null)}` };
}

