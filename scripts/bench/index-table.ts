import type { IndexTransfer } from './index-transfer';

/** One size's search figures: the build's index step and what a visitor's first query and filter fetch. */
export interface IndexRow extends IndexTransfer {
  posts: number;
  workers: number;
  /** The build's last step (scripts/build/search-index.ts): the site index and the lists' indexes. */
  indexSeconds: number;
}

/** The budget of a first filter, gzip as the CDN sends it (DESIGN.md, "Search"). */
export const FIRST_FILTER_BUDGET_BYTES = 300 * 1024;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

/** A Markdown table of the search rows, ready for docs/performance.md. */
export function formatIndexTable(rows: readonly IndexRow[]): string {
  const header = ['Posts', 'Workers', 'Index step s', 'Site index MB (files)', 'List indexes MB (files)', 'First query KB (requests)', 'First filter KB (requests)', 'Filter within 300 KB'];
  const body = rows.map((r) => [
    String(r.posts),
    String(r.workers),
    r.indexSeconds.toFixed(1),
    `${mb(r.searchIndexBytes)} (${r.searchIndexFiles})`,
    `${mb(r.listIndexBytes)} (${r.listIndexFiles})`,
    `${kb(r.firstQueryBytes)} (${r.firstQueryRequests})`,
    `${kb(r.firstFilterBytes)} (${r.firstFilterRequests})`,
    r.firstFilterBytes <= FIRST_FILTER_BUDGET_BYTES ? 'yes' : 'NO',
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n');
}
