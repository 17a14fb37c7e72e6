/**
 * How Cloudflare Pages answers a path over a folder of files, so the local server shows what
 * production shows (checked against `wrangler pages dev` by scripts/cdn/check-cdn.ts):
 * - _redirects come before files (so /en/... redirects even where a stub file exists);
 * - clean URLs: /x serves x.html, and /x.html, /x/ (for a flat page) and /index answer 308 to
 *   the clean form; a folder page (share pages) lives at /x/, and /x and /x/index.html answer
 *   308 to it;
 * - an unknown path gets the nearest 404.html above it, with status 404.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { applyRedirects, type RedirectRule } from './host-rules';

export type HostAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'file'; status: 200 | 404; file: string };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** The host's own configuration files sit in the output folder but are never served. */
const HOST_FILES = new Set(['/_headers', '/_redirects', '/_routes.json', '/_worker.js']);

/**
 * The URL of a request line's target. `new URL(target, base)` would read `//hub` as a host named
 * hub (and answer with the home page): a target is always a path here, as on the CDN.
 */
export function requestUrl(target: string | undefined): URL {
  return new URL(`http://localhost${target?.startsWith('/') ? target : '/'}`);
}

export function pagesAnswer(root: string, pathname: string, search: string, redirects: readonly RedirectRule[]): HostAnswer {
  const rule = applyRedirects(redirects, pathname);
  if (rule && REDIRECT_STATUSES.has(rule.status)) return { kind: 'redirect', status: rule.status, location: `${rule.to}${search}` };

  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  const asset = (p: string): string | null => {
    if (HOST_FILES.has(p)) return null;
    const full = join(root, normalize(p).replace(/^([/\\]*\.\.[/\\])+/, ''));
    return full.startsWith(root + sep) && existsSync(full) && statSync(full).isFile() ? full : null;
  };
  const serve = (file: string): HostAnswer => ({ kind: 'file', status: 200, file });
  const redirect = (location: string): HostAnswer => ({ kind: 'redirect', status: 308, location: `${location}${search}` });

  if (path.endsWith('/')) {
    const index = asset(`${path}index.html`);
    if (index) return serve(index);
    if (path.length > 1 && asset(`${path.slice(0, -1)}.html`)) return redirect(pathname.slice(0, -1));
    return notFound(root, path, asset);
  }
  const exact = asset(path);
  if (exact) {
    if (!path.endsWith('.html')) return serve(exact);
    const bare = path.slice(0, -'.html'.length);
    if (bare.endsWith('/index')) return redirect(bare.slice(0, -'index'.length));
    return asset(bare) ? serve(exact) : redirect(bare);
  }
  if (path.endsWith('/index')) return redirect(pathname.slice(0, -'index'.length));
  const flat = asset(`${path}.html`);
  if (flat) return serve(flat);
  if (asset(`${path}/index.html`)) return redirect(`${pathname}/`);
  return notFound(root, path, asset);
}

function notFound(root: string, path: string, asset: (p: string) => string | null): HostAnswer {
  let dir = path;
  while (dir) {
    dir = dir.slice(0, dir.lastIndexOf('/'));
    const page = asset(`${dir}/404.html`);
    if (page) return { kind: 'file', status: 404, file: page };
  }
  return { kind: 'file', status: 404, file: '' };
}
