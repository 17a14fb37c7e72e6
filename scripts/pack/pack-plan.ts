/**
 * Which files of dist/ a Cloudflare deployment carries as they are, which it leaves out, and which
 * it packs into shard files for the worker (item-worker.ts). Cloudflare Pages takes at most
 * 100,000 files; at 10,000 posts dist/ has about 136,000 (docs/deployment.md, "Files at scale").
 * - Left out: files a `_redirects` rule shadows. Pages applies redirects before files, so the
 *   `/en/...` stubs, written for hosts without redirects, are never served there.
 * - Packed: the small per-item files, one or more per post: share pages, item JSON and oEmbed
 *   files, job oEmbed files, page oEmbed files.
 * - Everything else is carried as it is.
 */
import { RESERVED_POST_IDS } from '../../src/content/load-content';
import { applyRedirects, type RedirectRule } from '../lib/host-rules';
import { fileToUrlPath } from '../lib/dist-pages';

export type FilePlan = 'carry' | 'skip' | 'pack';

/** Folders whose per-item files are packed; each becomes one route of the worker in `_routes.json`. */
export const PACKED_FOLDERS: ReadonlyArray<{ dir: string; packs: (name: string) => boolean }> = [
  // The spec's share URL {origin}/share/{path}/: a small page sending the visitor on.
  { dir: 'share/', packs: (name) => name.endsWith('/index.html') },
  // {id}.json and {id8}.oembed.json, and translated items' {lang}/{id8}.oembed.json; the lists
  // (blog.json, ...) stay files: the worker is for small files, and the lists are the big ones.
  { dir: 'assets/posts/', packs: (name) => name.endsWith('.json') && !RESERVED_POST_IDS.has(name.slice(0, -'.json'.length)) },
  { dir: 'assets/pages/', packs: (name) => name.endsWith('.oembed.json') },
  { dir: 'careers/job/og/', packs: (name) => name.endsWith('.json') && !name.includes('/') },
];

const REDIRECTING = new Set([301, 302, 303, 307, 308]);

/** The URL a file is requested at: pages by their clean URL, other files by their name. */
function urlOf(file: string): string {
  return file.endsWith('.html') ? fileToUrlPath(file) : `/${file}`;
}

export function planFile(file: string, redirects: readonly RedirectRule[]): FilePlan {
  const rule = applyRedirects(redirects, urlOf(file));
  if (rule && REDIRECTING.has(rule.status)) return 'skip';
  for (const folder of PACKED_FOLDERS) {
    if (file.startsWith(folder.dir) && folder.packs(file.slice(folder.dir.length))) return 'pack';
  }
  return 'carry';
}

/** Pages' limits on `_routes.json`: at most 100 rules in all, each at most 100 characters. */
export const MAX_ROUTE_RULES = 100;
const MAX_RULE_LENGTH = 100;

export interface WorkerRoutes {
  version: 1;
  include: string[];
  exclude: string[];
}

/**
 * The worker runs only under the packed folders; the files carried as they are inside those
 * folders (the post lists) are excluded, so Pages serves them without invoking it.
 */
export function workerRoutes(plans: ReadonlyMap<string, FilePlan>): WorkerRoutes {
  const include = new Set<string>();
  const exclude: string[] = [];
  for (const [file, plan] of plans) {
    const folder = PACKED_FOLDERS.find((f) => file.startsWith(f.dir));
    if (!folder) continue;
    if (plan === 'pack') include.add(`/${folder.dir}*`);
  }
  for (const [file, plan] of plans) {
    if (plan !== 'carry') continue;
    const folder = PACKED_FOLDERS.find((f) => file.startsWith(f.dir));
    if (folder && include.has(`/${folder.dir}*`)) exclude.push(urlOf(file));
  }
  const routes: WorkerRoutes = { version: 1, include: [...include].sort(), exclude: exclude.sort() };
  const count = routes.include.length + routes.exclude.length;
  if (count > MAX_ROUTE_RULES) {
    throw new Error(`_routes.json would need ${count} rules (Cloudflare allows ${MAX_ROUTE_RULES}): too many files are carried as they are inside ${[...include].join(', ')}: ${exclude.slice(0, 5).join(', ')}, ...`);
  }
  const long = [...routes.include, ...routes.exclude].find((rule) => rule.length > MAX_RULE_LENGTH);
  if (long) throw new Error(`_routes.json rule longer than ${MAX_RULE_LENGTH} characters: ${long}`);
  return routes;
}
