/**
 * Finds the images the content files point at, so editors can add an entry with
 * "image": "/media/blog/new-post.webp" and get a matching on-brand cover by re-running
 * the generator instead of hunting for stock art. Figures embedded in article bodies
 * (<img src>, <source srcset> inside "description") count too: a missing one is a broken image.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// The site's own decoding rule, so the generator reads exactly the HTML the page renders.
import { decodeDescription } from '../../src/content/article/decode-description';

/** Files another process may still be writing when the generator starts. */
export const REQUIRED_CONTENT = [
  'posts/blog.json',
  'posts/usecases.json',
  'posts/newsroom.json',
  'data/executives.json',
  'data/partners.json',
];

export interface MediaRef {
  /** Site path, e.g. /media/blog/cover.webp */
  path: string;
  /** The JSON object holding the reference; partner logos need its "name". */
  owner: Record<string, unknown>;
  /** Content file (relative to the content folder) where it was first seen. */
  file: string;
  /** "field" = an image/picture value (cover, avatar, logo); "body" = a figure inside a description. */
  source: 'field' | 'body';
}

const IMAGE_FIELDS = ['image', 'picture'];

/** Every src and srcset URL in the HTML, in document order. */
export function htmlImageUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, name = '', double, single] of html.matchAll(/\b(src|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const value = (double ?? single ?? '').trim();
    if (name.toLowerCase() === 'src') urls.push(value);
    // A srcset lists "url [descriptor]" candidates separated by commas.
    else for (const candidate of value.split(',')) urls.push(candidate.trim().split(/\s+/)[0] ?? '');
  }
  return urls;
}

/** Site images an article body embeds; a description that fails to decode is reported, not fatal. */
function bodyImagePaths(description: string, where: string): string[] {
  const decoded = decodeDescription(description);
  if (!decoded.ok) {
    console.warn(`Skipping undecodable description in ${where}: base64 that is not UTF-8`);
    return [];
  }
  return htmlImageUrls(decoded.html).filter((url) => url.startsWith('/media/'));
}

function tryParse(file: string): boolean {
  try {
    JSON.parse(readFileSync(file, 'utf8'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Polls rather than failing fast: content and media are produced in parallel, and a
 * half-written JSON file must be retried, not treated as "no images".
 */
export async function waitForContent(contentDir: string, intervalMs: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const missing = REQUIRED_CONTENT.filter((f) => !existsSync(join(contentDir, f)) || !tryParse(join(contentDir, f)));
    if (missing.length === 0) return;
    if (Date.now() >= deadline) {
      throw new Error(`Content still missing or invalid after ${Math.round(timeoutMs / 60000)} min: ${missing.join(', ')}`);
    }
    console.log(`Waiting for content: ${missing.join(', ')} (next check in ${intervalMs / 1000} s)`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  // Sorted walk: the first file to mention a path decides its owner, so order must be stable.
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsonFiles(full));
    else if (entry.name.endsWith('.json')) out.push(full);
  }
  return out;
}

export function collectMediaRefs(contentDir: string): MediaRef[] {
  const refs = new Map<string, MediaRef>();
  const walk = (value: unknown, file: string) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, file);
    } else if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      const add = (path: string, source: MediaRef['source']) => {
        if (!refs.has(path)) refs.set(path, { path, owner: obj, file, source });
      };
      for (const key of IMAGE_FIELDS) {
        const v = obj[key];
        if (typeof v === 'string' && v.startsWith('/media/')) add(v, 'field');
      }
      // The entry holding the description owns its figures (a post, a use case, a job).
      if (typeof obj.description === 'string') {
        for (const path of bodyImagePaths(obj.description, file)) add(path, 'body');
      }
      for (const child of Object.values(obj)) walk(child, file);
    }
  };
  for (const file of jsonFiles(contentDir)) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      console.warn(`Skipping unreadable ${relative(contentDir, file)}: ${(error as Error).message}`);
      continue;
    }
    walk(data, relative(contentDir, file));
  }
  return [...refs.values()].sort((a, b) => a.path.localeCompare(b.path));
}
