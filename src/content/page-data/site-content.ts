import { loadContent, type Content } from '../load-content';

let cached: Content | null = null;

/** Content for the whole build, read and validated once per process. */
export function siteContent(): Content {
  cached ??= loadContent({ publicDir: process.env.PUBLIC_DIR ?? 'public' }).content;
  return cached;
}
