/**
 * The hub's and the newsroom's own Pagefind indexes (src/lib/listing/list-search.ts), written by the
 * build's search index step into dist/pagefind-lists/{hub,newsroom}/: one record per grid card and
 * page language, from the content, so every card the prerendered list shows is in it (an item kept
 * out of the site search stays in its list).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type * as Pagefind from 'pagefind';
import type { Content } from '../../src/content/content-types';
import { splitNewest } from '../../src/lib/listing/list-order';
import { LIST_SEARCH_DIR, listRecord, type ListRecord } from '../../src/lib/listing/list-search';
import type { ListSection } from '../../src/lib/listing/list-index';
import { LIST_LOCALES, listCards, listSections } from './list-cards';
import { UNUSED_BUNDLE_FILES } from './search-pages';

/**
 * A list's records in every page language: its grid newest first (the hub's newest post is the
 * hero of every page, never in the grid), each card's place in that order its sort key.
 */
export function listRecords(section: ListSection, entries: Parameters<typeof listCards>[1]): ListRecord[] {
  return LIST_LOCALES.flatMap((locale) => {
    const { newest, rest } = splitNewest(listCards(section, entries, locale));
    const grid = section === 'hub' ? rest : newest ? [newest, ...rest] : [];
    return grid.map((card, rank) => listRecord(card, rank, locale));
  });
}

/**
 * Card fragments per language at most: past it Pagefind bundles several cards a file. At 10,000
 * posts that is some 20 cards a file, so a page of six costs at most six small files, and the two
 * lists add at most 5,000 files to a deployment capped at 100,000 (docs/deployment.md).
 */
export const LIST_MAX_FRAGMENTS = 500;

/** Writes both lists' indexes; returns the records written per list, or the errors Pagefind gave. */
export async function writeListIndexes(pagefind: typeof Pagefind, content: Content, dist: string): Promise<{ counts: Record<string, number>; errors: string[] }> {
  const counts: Record<string, number> = {};
  for (const [section, entries] of listSections(content)) {
    const created = await pagefind.createIndex({ maxFragments: LIST_MAX_FRAGMENTS });
    if (!created.index) return { counts, errors: created.errors };
    const records = listRecords(section, entries);
    const IN_FLIGHT = 64;
    for (let start = 0; start < records.length; start += IN_FLIGHT) {
      const answers = await Promise.all(records.slice(start, start + IN_FLIGHT).map((record) => created.index!.addCustomRecord(record)));
      const errors = answers.flatMap((a) => a.errors);
      if (errors.length > 0) return { counts, errors };
    }
    const outputPath = join(dist, LIST_SEARCH_DIR, section);
    rmSync(outputPath, { recursive: true, force: true });
    const written = await created.index.writeFiles({ outputPath });
    if (written.errors.length > 0) return { counts, errors: written.errors };
    for (const file of UNUSED_BUNDLE_FILES) rmSync(join(outputPath, file), { force: true });
    counts[section] = records.length;
  }
  return { counts, errors: [] };
}
