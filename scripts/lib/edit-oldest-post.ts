import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Appends to the title of the oldest blog post in a content folder, as an editor's one-post
 * change (the incremental build's gate and bench). The oldest, because the newest posts are in
 * the header of every page, which would have every page re-rendered. Returns the post's id.
 */
export function editOldestPostTitle(contentDir: string, suffix = ' (edited)'): string {
  const file = join(contentDir, 'posts', 'blog.json');
  const posts = JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: string; title: string; date: string }>;
  const oldest = posts.reduce((a, b) => (b.date < a.date ? b : a));
  oldest.title += suffix;
  writeFileSync(file, JSON.stringify(posts, null, 2));
  return oldest.id;
}
