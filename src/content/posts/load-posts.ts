import { loadList, type Loaded } from '../load-entries';
import { postSchema, useCaseSchema, type Post, type UseCase } from './post-schema';
import { timeOf } from '../../lib/dates/calendar';

export const POST_FILES = {
  blog: 'posts/blog.json',
  staging: 'posts/staging.json',
  useCases: 'posts/usecases.json',
} as const;

/** Newest first; equal dates keep file order so builds are stable. */
export function byDateDesc<T extends { date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => timeOf(b.date) - timeOf(a.date));
}

export function loadBlog(contentDir: string): Loaded<Post> {
  return loadList(contentDir, POST_FILES.blog, postSchema, { idField: 'id' });
}

export function loadStaging(contentDir: string): Loaded<Post> {
  return loadList(contentDir, POST_FILES.staging, postSchema, { idField: 'id', optional: true });
}

export function loadUseCases(contentDir: string): Loaded<UseCase> {
  return loadList(contentDir, POST_FILES.useCases, useCaseSchema, { idField: 'id' });
}

/**
 * Staging overlay (spec 000 section 4): a staging entry replaces the same-id main entry and
 * gets the PREVIEW category; new staging entries are added.
 */
export function applyStagingOverlay(main: readonly Post[], staging: readonly Post[]): Post[] {
  const previews = new Map(
    staging.map((p) => [p.id, { ...p, categories: [...p.categories.filter((c) => c !== 'PREVIEW'), 'PREVIEW'] }]),
  );
  const merged = main.map((p) => previews.get(p.id) ?? p);
  const mainIds = new Set(main.map((p) => p.id));
  for (const preview of previews.values()) if (!mainIds.has(preview.id)) merged.push(preview);
  return merged;
}
