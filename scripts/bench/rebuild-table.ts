/** One row of `npm run bench -- --rebuild`: a one-post edit rebuilt incrementally after a full build. */
export interface RebuildResult {
  posts: number;
  workers: number;
  /** Pages the page loop had to consider (every language, no /en stubs or share pages). */
  pages: number;
  rerendered: number;
  fullSeconds: number;
  rebuildSeconds: number;
  bundleSeconds: number;
  renderSeconds: number;
  postbuildSeconds: number;
  /** The search index step run again after it (Pagefind's Node API builds an index whole, so all of it). */
  indexSeconds?: number;
  /** The machine's 1-minute load average at the start and the end of the rebuild. */
  loadAverage: [number, number];
}

/** The "[incremental] incremental: N of M pages re-rendered" line of the rebuild's output. */
export function parseRerendered(output: string): { rerendered: number; pages: number } | null {
  const match = /\[incremental\] incremental: (\d+) of (\d+) pages re-rendered/.exec(output);
  return match ? { rerendered: Number(match[1]), pages: Number(match[2]) } : null;
}

export function formatRebuildTable(results: readonly RebuildResult[]): string {
  const header = ['Posts', 'Workers', 'Pages', 'Re-rendered', 'Full build s', 'One-post rebuild s', 'Bundle s', 'Render s', 'Postbuild s', 'Index step s', 'With index s', 'Load average'];
  const rows = results.map((r) => [
    String(r.posts),
    String(r.workers),
    String(r.pages),
    String(r.rerendered),
    r.fullSeconds.toFixed(1),
    r.rebuildSeconds.toFixed(1),
    r.bundleSeconds.toFixed(1),
    r.renderSeconds.toFixed(1),
    r.postbuildSeconds.toFixed(1),
    r.indexSeconds === undefined ? 'n/a' : r.indexSeconds.toFixed(1),
    r.indexSeconds === undefined ? 'n/a' : (r.rebuildSeconds + r.indexSeconds).toFixed(1),
    `${r.loadAverage[0].toFixed(0)} to ${r.loadAverage[1].toFixed(0)}`,
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
