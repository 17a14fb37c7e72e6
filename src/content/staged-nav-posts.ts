// First: switches zod's eval probe off before the schema below is created.
import './page-data/zod-jitless';
import { postSchema } from './posts/post-schema';
import { toNavPost, type NavPost } from './site-data';

/**
 * The shell's latest posts on the staging host (spec 000 section 4), built in the browser by the
 * build's own rules: each staging entry is checked by the post schema, as the staged article is
 * (an entry that article page would refuse is not advertised either), and becomes a shell post
 * like a built one. A staged post replaces the built post of its id, a new one joins, and the list
 * is newest first again. Loaded only on that host, when the staging file has arrived.
 */
export function overlayNavPosts<T extends { id: string; date: string }>(built: readonly T[], staging: unknown): Array<T | NavPost> {
  if (!Array.isArray(staging)) return [...built];
  const staged = new Map<string, NavPost>();
  for (const entry of staging) {
    const parsed = postSchema.safeParse(entry);
    if (parsed.success) staged.set(parsed.data.id, toNavPost(parsed.data));
  }
  const merged: Array<T | NavPost> = built.map((post) => staged.get(post.id) ?? post);
  for (const post of staged.values()) if (!built.some((b) => b.id === post.id)) merged.push(post);
  // Stable: posts of one day keep the build's order, new ones after the built ones.
  return merged.sort((a, b) => b.date.localeCompare(a.date));
}
