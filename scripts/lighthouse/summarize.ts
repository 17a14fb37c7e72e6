/** Issue 8's targets: performance at least 95, the other categories 100, no layout shift. */
export const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0 } as const;

export interface PageResult {
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Milliseconds, except CLS (unitless) and bytes. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; bytes: number };
  /** Audits that did not pass, to start from when a score drops. */
  failing: string[];
}

export function summarize(results: readonly PageResult[]): { table: string; misses: string[] } {
  const misses: string[] = [];
  for (const r of results) {
    for (const key of ['performance', 'accessibility', 'bestPractices', 'seo'] as const) {
      if (r.scores[key] < TARGETS[key]) misses.push(`${r.path}: ${key} ${r.scores[key]} below ${TARGETS[key]} (failing audits: ${r.failing.join(', ') || 'none'})`);
    }
    if (r.metrics.cls > TARGETS.cls) misses.push(`${r.path}: CLS ${r.metrics.cls.toFixed(3)} above 0`);
  }
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KB'];
  const rows = results.map((r) => [
    r.path,
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores.bestPractices),
    String(r.scores.seo),
    r.metrics.fcp.toFixed(0),
    r.metrics.lcp.toFixed(0),
    r.metrics.tbt.toFixed(0),
    r.metrics.cls.toFixed(3),
    (r.metrics.bytes / 1024).toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return { table: [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'), misses };
}
