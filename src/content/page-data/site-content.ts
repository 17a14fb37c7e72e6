import { loadContent } from '../load-content';
import type { Content } from '../content-types';

let cached: Content | null = null;

/** Content for the whole build, read and validated once per process (its warnings are the build's content check's). */
export function siteContent(): Content {
  cached ??= loadContent({ publicDir: process.env.PUBLIC_DIR ?? 'public', readingTimeWarnings: false }).content;
  return cached;
}

const indexes = new WeakMap<object, Map<string, unknown>>();

/** One item of a content list by id, through an index built on first use (a build has thousands of pages per list). */
export function findById<T>(list: readonly T[], idOf: (item: T) => string, id: string | undefined): T | undefined {
  let index = indexes.get(list) as Map<string, T> | undefined;
  if (!index) {
    index = new Map(list.map((item) => [idOf(item), item]));
    indexes.set(list, index);
  }
  return id === undefined ? undefined : index.get(id);
}
