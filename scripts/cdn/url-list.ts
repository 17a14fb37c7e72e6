/**
 * The URLs the CDN check requests: one built page per route pattern and language, and the edge
 * cases where hosts differ (unknown paths, /en/..., .html and slash forms, share pages, data
 * files and feeds, static assets present and missing, the host's own rule files).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { matchPageRoute } from '../../src/routes/match-page-route';
import { LOCALES } from '../../src/lib/i18n/locales';
import { listFiles, listPages, isEnglishStub, isNotFoundFile } from '../lib/dist-pages';
import { RESERVED_POST_IDS } from '../../src/content/load-content';
import { planFile } from '../pack/pack-plan';

/** What the CDN must answer. `refused`: any error status (the host's own rule files). */
export interface Expectation {
  status: number | 'refused';
  location?: string;
  type?: RegExp;
  cache?: RegExp;
  /** Only the embed preview may be framed by other sites. */
  framable?: boolean;
}

export interface CdnUrl {
  /** What the URL stands for, for reports. */
  label: string;
  path: string;
  expect: Expectation;
}

const HTML = /^text\/html; ?charset=utf-8$/i;
const SHORT = /^public, max-age=0, must-revalidate$/;
const page: Expectation = { status: 200, type: HTML, cache: SHORT };
const missing: Expectation = { status: 404, type: HTML, cache: /^no-store$/ };
const moved = (location: string, status = 308): Expectation => ({ status, location, cache: SHORT });
const data = (type: RegExp, cache: RegExp): Expectation => ({ status: 200, type, cache });
/** Packed files checked per folder (share pages, item files), spread over the list. */
const PACKED_SAMPLE = 20;
const JSON_DATA = data(/^application\/json/, /^public, max-age=300, must-revalidate$/);

function firstFile(dist: string, dir: string, pattern: RegExp): string | null {
  const full = join(dist, dir);
  if (!existsSync(full)) return null;
  const name = readdirSync(full).sort().find((f) => pattern.test(f));
  return name ? `/${dir}/${name}` : null;
}

export function cdnUrls(dist: string): CdnUrl[] {
  const out: CdnUrl[] = [];
  const seen = new Set<string>();
  for (const built of listPages(dist)) {
    if (isEnglishStub(built.file) || isNotFoundFile(built.file) || built.urlPath.startsWith('/share/')) continue;
    const pattern = matchPageRoute(built.urlPath)?.id ?? built.urlPath;
    const locale = LOCALES.find((l) => l.prefix && (built.urlPath === `/${l.prefix}` || built.urlPath.startsWith(`/${l.prefix}/`)))?.key ?? 'en';
    const key = `${pattern}|${locale}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const framable = pattern === 'embed-preview';
    out.push({ label: `page ${key}`, path: built.urlPath, expect: { ...page, ...(framable ? { framable, cache: /^public, max-age=(0|300), must-revalidate$/ } : {}) } });
  }
  for (const locale of LOCALES) {
    const base = locale.prefix ? `/${locale.prefix}` : '';
    out.push({ label: `unknown path (${locale.key})`, path: `${base}/no-such-page`, expect: missing });
    out.push({ label: `unknown nested path (${locale.key})`, path: `${base}/hub/no-such-article/deeper`, expect: missing });
  }
  const shareFile = existsSync(join(dist, 'share')) ? listFiles(join(dist, 'share'), (f) => f.endsWith('index.html'))[0] : undefined;
  const sharePath = shareFile ? `/share/${shareFile.slice(0, -'index.html'.length)}` : null;
  const staticJs = firstFile(dist, 'static', /\.js$/);
  const staticCss = firstFile(dist, 'static', /\.css$/);
  const share = sharePath ?? '/share/';
  const edge: Array<[string, string | null, Expectation]> = [
    ['/en', '/en', moved('/', 301)],
    ['/en/ page', '/en/solution', moved('/solution', 301)],
    ['/en/ unknown', '/en/no-such-page', moved('/no-such-page', 301)],
    ['/en/ with trailing slash', '/en/hub/', moved('/hub/', 301)],
    ['prefix in capitals', '/FR', moved('/fr', 301)],
    ['prefix in mixed case, page', '/Fr/hub', moved('/fr/hub', 301)],
    ['English prefix in capitals', '/EN/solution', moved('/solution', 301)],
    // Not //solution: /en/ followed by a slash must stay on the site.
    ['/en/ then a slash', '/en//solution', moved('/en/solution', 301)],
    // The page the path names (the app then gives it its one address: src/lib/routing/canonical-address.ts).
    ['double slash first', '//solution', page],
    ['double slash inside, prefixed', '/fr//hub', page],
    ['encoded slash', '/hub%2Fpage%2F2', page],
    ['path in capitals', '/SOLUTION', missing],
    ['trailing dot', '/solution.', missing],
    ['.html form', '/solution.html', moved('/solution')],
    ['.html form of home', '/index.html', moved('/')],
    ['/index', '/index', moved('/')],
    ['trailing slash', '/solution/', moved('/solution')],
    ['trailing slash, prefixed', '/fr/hub/', moved('/fr/hub')],
    ['.html form, prefixed', '/fr/hub.html', moved('/fr/hub')],
    ['share page', sharePath, page],
    ['share page without slash', sharePath?.replace(/\/$/, '') ?? null, moved(share)],
    ['share page index.html', sharePath ? `${sharePath}index.html` : null, moved(share)],
    ['posts JSON', '/assets/posts/blog.json', JSON_DATA],
    // Per-item files: on Cloudflare the deployment's worker serves them from shards (scripts/pack/).
    ['item JSON', firstFile(dist, 'assets/posts', new RegExp(`^(?!(${[...RESERVED_POST_IDS].join('|')})\\.json$)[^.]+\\.json$`)), JSON_DATA],
    ['item oEmbed', firstFile(dist, 'assets/posts', /\.oembed\.json$/), JSON_DATA],
    ['translated item oEmbed', firstFile(dist, 'assets/posts/fr', /\.oembed\.json$/), JSON_DATA],
    ['job oEmbed', firstFile(dist, 'careers/job/og', /\.json$/), data(/^application\/json/, SHORT)],
    ['oEmbed JSON', firstFile(dist, 'assets/pages', /\.oembed\.json$/), JSON_DATA],
    ['unknown item JSON', '/assets/posts/no-such-item.json', { status: 404, cache: /^no-store$/ }],
    ['unknown share page', '/share/hub/no-such-article/', missing],
    // A 404 under a folder whose _headers rule sets a content type: Pages labels the 404 page so.
    ['unknown jobs JSON', '/assets/jobs/no-such-file.json', { status: 404, cache: /^no-store$/ }],
    ['jobs JSON', '/assets/jobs/jobs.json', JSON_DATA],
    ['feed', existsSync(join(dist, 'hub', 'feed.xml')) ? '/hub/feed.xml' : null, data(/xml/, SHORT)],
    ['sitemap', '/sitemap.xml', data(/^application\/xml/, SHORT)],
    ['robots', '/robots.txt', data(/^text\/plain/, SHORT)],
    ['security.txt', '/.well-known/security.txt', data(/^text\/plain; ?charset=utf-8$/i, SHORT)],
    ['static script', staticJs, data(/javascript/, /^public, max-age=31536000, immutable$/)],
    ['static stylesheet', staticCss, data(/^text\/css/, /^public, max-age=31536000, immutable$/)],
    ['missing static script', '/static/no-such-chunk-AbCd1234.js', missing],
    ['media image', firstFile(dist, 'media/blog', /\.webp$/), data(/^image\/webp$/, /^public, max-age=86400$/)],
    ['favicon', '/favicon.svg', data(/^image\/svg\+xml/, SHORT)],
    // The site search's index (scripts/build/search-index.ts): its code and its entry file.
    ['search index script', existsSync(join(dist, 'pagefind')) ? '/pagefind/pagefind.js' : null, data(/javascript/, SHORT)],
    ['search index entry', existsSync(join(dist, 'pagefind')) ? '/pagefind/pagefind-entry.json' : null, data(/json/, SHORT)],
    // The hub's own index for its sort and filter (scripts/build/list-search-index.ts).
    ['hub list index script', existsSync(join(dist, 'pagefind-lists/hub')) ? '/pagefind-lists/hub/pagefind.js' : null, data(/javascript/, SHORT)],
    ['hub list index entry', existsSync(join(dist, 'pagefind-lists/hub')) ? '/pagefind-lists/hub/pagefind-entry.json' : null, data(/json/, SHORT)],
    ['_headers', '/_headers', { status: 'refused' }],
    ['_redirects', '/_redirects', { status: 'refused' }],
  ];
  for (const [label, path, expect] of edge) if (path) out.push({ label, path, expect });
  // Packed files spread over the shards (the pack's own plan says which): each body must come
  // back as the file's bytes.
  for (const [dir, expect] of [['share', page], ['assets/posts', JSON_DATA]] as const) {
    if (!existsSync(join(dist, dir))) continue;
    const files = listFiles(join(dist, dir)).filter((file) => planFile(`${dir}/${file}`, []) === 'pack');
    const step = Math.max(1, Math.floor(files.length / PACKED_SAMPLE));
    for (let i = 0; i < files.length; i += step) {
      const file = files[i]!;
      out.push({ label: `packed ${dir} file`, path: `/${dir}/${file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file}`, expect });
    }
  }
  return out;
}
