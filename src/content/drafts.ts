import { buildsDrafts } from '../config/site-env';
import type { Loaded } from './load-entries';

/**
 * Whether this build publishes entries marked `draft: true`: staging and development do,
 * production does not. A SITE_ENV that names no site publishes none (the build itself refuses it).
 */
export function draftsBuilt(env: NodeJS.ProcessEnv = process.env): boolean {
  try {
    return buildsDrafts(env);
  } catch {
    return false;
  }
}

export const isDraft = (item: unknown): boolean => (item as { draft?: unknown } | null)?.draft === true;

/**
 * The loaded file without its drafts: items, their sources, and the raw text published under
 * /assets/, which must not carry a draft's text to the live site. A file without drafts keeps its
 * raw text as committed.
 */
export function withoutDrafts<T>(loaded: Loaded<T>): Loaded<T> {
  const drafts = new Set<PropertyKey>();
  loaded.items.forEach((item, index) => {
    if (isDraft(item)) drafts.add(loaded.sources[index]?.[0] ?? index);
  });
  if (drafts.size === 0) return loaded;
  const keep = loaded.items.map((item) => !isDraft(item));
  let raw = loaded.raw;
  if (raw !== null) {
    // The raw text parsed before, so this cannot fail; a byte order mark is not part of the data.
    const data = JSON.parse(raw.replace(/^\uFEFF/, '')) as unknown;
    const kept = Array.isArray(data)
      ? data.filter((_, index) => !drafts.has(index))
      : Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([key]) => !drafts.has(key)));
    raw = `${JSON.stringify(kept, null, 2)}\n`;
  }
  return {
    ...loaded,
    items: loaded.items.filter((_, index) => keep[index]),
    sources: loaded.sources.filter((_, index) => keep[index]),
    raw,
  };
}
